import { Injectable } from '@nestjs/common';
import {
  BOT_RESUMPTION_ACTION,
  BOT_RESUMPTION_TEXT,
  type BotErrorReport,
  type BotInstruction,
  type BotLog,
  type BotRepair,
  type ErrorReportStatus,
  type RepairStatus,
} from '@strongs/contracts';
import { NotFoundError } from '@strongs/scripture';
import { BotRepository, type StoredRepair } from './bot.repository';
import { RemedyFailedError, RemedyRunner } from './remedies';
import { FIX_WAIT_MS, settleRepair } from './repair-outcome';

const publicRepair = ({ action: _action, fingerprint: _fingerprint, ...repair }: StoredRepair): BotRepair =>
  repair;

/** What the ADMIN BOT tab asks of the bot: directives, logs, and the admin's side of repairs and reports. */
@Injectable()
export class BotService {
  constructor(
    private readonly bot: BotRepository,
    private readonly remedies: RemedyRunner,
  ) {}

  instructions(): Promise<BotInstruction[]> {
    return this.bot.instructions();
  }

  async addInstruction(directive: string, priority: number): Promise<BotInstruction> {
    const instruction = await this.bot.addInstruction(directive, priority);
    await this.bot.log('DIRECTIVE ADDED', `#${instruction.id} (priority ${priority}): ${directive}`, 'info');
    return instruction;
  }

  async setInstructionActive(id: number, isActive: boolean): Promise<BotInstruction> {
    const instruction = await this.bot.setInstructionActive(id, isActive);
    if (!instruction) throw new NotFoundError('Instruction not found');
    await this.bot.log(
      isActive ? 'DIRECTIVE ENABLED' : 'DIRECTIVE DISABLED',
      `#${id}: ${instruction.directive}`,
      'info',
    );
    return instruction;
  }

  logs(): Promise<BotLog[]> {
    return this.bot.logs();
  }

  async repairs(): Promise<BotRepair[]> {
    return (await this.bot.repairs()).map(publicRepair);
  }

  /**
   * The Fix form. An executable remedy is carried out and followed: the repair ends completed or failed with
   * the job's outcome logged; a job still running after FIX_WAIT_MS stays in_progress and the next sweep settles
   * it from the job's state. Other repairs take the status as given.
   */
  async updateRepair(id: number, remedy: string, status: RepairStatus): Promise<BotRepair> {
    const repair = await this.bot.repair(id);
    if (!repair) throw new NotFoundError('Repair not found');
    const open = repair.status === 'pending' || repair.status === 'in_progress';
    if (repair.action && open && (status === 'completed' || status === 'in_progress')) {
      try {
        const started = await this.remedies.run(repair.action, id);
        await this.bot.log('REPAIR EXECUTED', `#${id}: ${started.message}`, 'in_progress');
        await this.bot.updateRepair(id, 'in_progress', remedy, { ...repair.action, run: started.run });
        return publicRepair(
          await settleRepair(this.bot, id, await this.remedies.outcome(started.run, FIX_WAIT_MS)),
        );
      } catch (error) {
        if (!(error instanceof RemedyFailedError)) throw error;
        await this.bot.log('REPAIR FAILED', `#${id}: ${error.message}`, 'failed');
        return publicRepair((await this.bot.updateRepair(id, 'failed', remedy)) as StoredRepair);
      }
    }
    await this.bot.log('REPAIR UPDATED', `#${id} ${status}: ${remedy}`, status);
    return publicRepair((await this.bot.updateRepair(id, status, remedy)) as StoredRepair);
  }

  errors(): Promise<BotErrorReport[]> {
    return this.bot.errors();
  }

  async updateError(id: number, resolution: string, status: ErrorReportStatus): Promise<BotErrorReport> {
    const report = await this.bot.updateError(id, status, resolution);
    if (!report) throw new NotFoundError('Error report not found');
    await this.bot.log('ERROR REPORT UPDATED', `#${id} ${status}: ${resolution}`, status);
    return report;
  }

  /** Logged by the worker each time it starts; the web tab shows the 'Bot Resumption Detected' banner. */
  async resume(details = ''): Promise<void> {
    await this.bot.log(
      BOT_RESUMPTION_ACTION,
      `${BOT_RESUMPTION_TEXT}${details ? ` ${details}` : ''}`,
      'success',
    );
  }
}
