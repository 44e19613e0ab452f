import { Inject, Injectable, Logger } from '@nestjs/common';
import { MailService } from '../mail/mail.service';
import { SystemSettingsReader } from '@strongs/db';
import { BotRepository } from './bot.repository';
import { RemedyRunner } from './remedies';
import { settleRepair } from './repair-outcome';
import type { BotCheckName } from '@strongs/contracts';
import type { Finding } from './bot.types';
import { planSweep } from './directives';
import { BOT_CHECKS, type BotCheck } from './sweep/bot-check';

export interface SweepReport {
  ran: BotCheckName[];
  skipped: BotCheckName[];
  findings: number;
  filed: number;
  alreadyOpen: number;
  verified: number;
}

/** One sweep: the directives decide the checks; findings become repairs or reports, once while open. */
@Injectable()
export class BotSweepService {
  private readonly logger = new Logger('BotSweep');

  constructor(
    @Inject(BOT_CHECKS) private readonly checks: BotCheck[],
    private readonly bot: BotRepository,
    private readonly mail: MailService,
    private readonly settings: SystemSettingsReader,
    private readonly remedies: RemedyRunner,
  ) {}

  async run(): Promise<SweepReport> {
    const plan = planSweep(await this.bot.instructions(true));
    if (plan.notUnderstood.length) {
      await this.bot.log('DIRECTIVE NOT UNDERSTOOD', plan.notUnderstood.join(' | '), 'warning');
    }
    const skipped = this.checks.map((c) => c.name).filter((name) => !plan.checks.includes(name));
    if (skipped.length) await this.bot.log('CHECKS SKIPPED', `By directive: ${skipped.join(', ')}`, 'info');
    const findings: Finding[] = [];
    const completed: BotCheckName[] = [];
    for (const name of plan.checks) {
      const check = this.checks.find((c) => c.name === name);
      if (!check) continue;
      try {
        findings.push(...(await check.run()));
        completed.push(name);
      } catch (error) {
        await this.bot.log('CHECK FAILED', `${name}: ${(error as Error).message}`, 'error');
      }
    }
    let filed = 0;
    for (const finding of findings) if (await this.file(finding, plan.muted.has(finding.check))) filed += 1;
    await this.bot.markResolvedGone(
      completed,
      findings.map((f) => f.fingerprint),
    );
    const verified = await this.verifyRepairs(
      new Set(plan.checks),
      new Set(findings.map((f) => f.fingerprint)),
    );
    const report = {
      ran: plan.checks,
      skipped,
      findings: findings.length,
      filed,
      alreadyOpen: findings.length - filed,
      verified,
    };
    await this.bot.log(
      'SWEEP',
      `Ran ${plan.checks.length} checks: ${findings.length} findings, ${filed} new, ${report.alreadyOpen} already open, ${verified} repairs verified`,
      findings.length ? 'warning' : 'success',
    );
    return report;
  }

  private async file(finding: Finding, muted: boolean): Promise<boolean> {
    if (finding.kind === 'repair') {
      const repair = await this.bot.fileRepair(finding);
      if (!repair) return false;
      await this.bot.log('REPAIR FILED', `#${repair.id} ${finding.location}: ${finding.issue}`, 'pending');
      if (!muted)
        await this.alert({
          kind: 'repair',
          title: finding.issue,
          location: finding.location,
          details: `Suggested remedy: ${finding.remedy}`,
        });
      return true;
    }
    const report = await this.bot.fileError(finding);
    if (!report) return false;
    await this.bot.log('ERROR REPORTED', `#${report.id} ${finding.errorType}: ${finding.message}`, 'pending');
    if (!muted)
      await this.alert({
        kind: 'error report',
        title: finding.errorType,
        location: finding.url,
        details: finding.message,
      });
    return true;
  }

  /**
   * A repair being carried out ends with the job its Fix started (completed or failed, logged); one without
   * such a job is completed once the check that found it no longer does.
   */
  private async verifyRepairs(ran: Set<BotCheckName>, open: Set<string>): Promise<number> {
    let verified = 0;
    for (const repair of await this.bot.repairs('in_progress')) {
      if (repair.action?.run) {
        const settled = await settleRepair(
          this.bot,
          repair.id,
          await this.remedies.outcome(repair.action.run, 0),
        );
        if (settled.status !== 'in_progress') verified += 1;
        continue;
      }
      const check = repair.fingerprint.split(':')[0];
      const checkName = (
        { 'index-sync': 'index-sync', 'failed-import': 'imports' } as Record<string, BotCheckName>
      )[check];
      if (!checkName || !ran.has(checkName) || open.has(repair.fingerprint)) continue;
      await this.bot.updateRepair(repair.id, 'completed');
      await this.bot.log(
        'REPAIR VERIFIED',
        `#${repair.id} ${repair.location}: the check passes again`,
        'completed',
      );
      verified += 1;
    }
    return verified;
  }

  private async alert(data: {
    kind: 'repair' | 'error report';
    title: string;
    location: string;
    details: string;
  }): Promise<void> {
    const recipient = await this.settings.text('bot_alert_recipient', '');
    if (!recipient) return;
    try {
      await this.mail.send(recipient, 'admin_bot_alert', data);
    } catch (error) {
      this.logger.warn(`Alert e-mail not sent: ${(error as Error).message}`);
      await this.bot.log('ALERT NOT SENT', (error as Error).message, 'warning');
    }
  }
}
