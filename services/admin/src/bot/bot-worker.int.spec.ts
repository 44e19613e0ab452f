import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BOT_RESUMPTION_ACTION, BOT_RESUMPTION_TEXT } from '@strongs/contracts';
import { QUEUES } from '@strongs/queue';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailService } from '../mail/mail.service';
import { BotQueues } from '../queues/bot-queues';
import { SystemSettingsReader } from '@strongs/db';
import { waitUntil } from '@strongs/testing';
import { startAdminTestApp, type AdminTestApp } from '../testing/admin-test-app';
import { WorkerModule } from '../worker.module';
import { BotSweepService } from './bot-sweep.service';
import { startBotWorkers, SWEEP_SCHEDULER_ID, type BotWorkers } from './bot-worker';
import { BotService } from './bot.service';

describe('the ADMIN BOT worker', () => {
  let t: AdminTestApp;
  let workers: BotWorkers;
  let outbox: string;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'strongs-bot-outbox-'));
    t = await startAdminTestApp({ config: { MAIL_OUTBOX_DIR: outbox } });
    await t.sql(`UPDATE system_settings SET value = '7' WHERE key = 'bot_sweep_interval_minutes'`);
    // The worker process's own module (no HTTP, no sessions), on the same database and queues.
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: false });
    workers = await startBotWorkers({
      sweep: worker.get(BotSweepService),
      bot: worker.get(BotService),
      settings: worker.get(SystemSettingsReader),
      mail: worker.get(MailService),
      queues: worker.get(BotQueues),
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await workers?.close();
    await worker?.close();
    await t?.close();
    await rm(outbox, { recursive: true, force: true });
  });

  it("logs its resumption with 'I Am Back On Mission SIR!'", async () => {
    const [log] = await t.sql<{ details: string; status: string }>(
      `SELECT * FROM bot_logs WHERE action = $1`,
      [BOT_RESUMPTION_ACTION],
    );
    expect(log.details).toContain(BOT_RESUMPTION_TEXT);
    expect(log.status).toBe('success');
  });

  it('sweeps at once and schedules the sweep at the interval of the setting', async () => {
    await waitUntil(async () => (await t.sql(`SELECT 1 FROM bot_logs WHERE action = 'SWEEP'`)).length > 0, {
      what: 'the first sweep logged',
      timeoutMs: 15_000,
    });
    const scheduler = await t.app.get(BotQueues).get(QUEUES.bot).getJobScheduler(SWEEP_SCHEDULER_ID);
    expect(scheduler?.every).toBe(7 * 60_000);
  });

  it('logs its resumption again and sweeps at once when it restarts', async () => {
    await workers.close();
    const sweeps = async () => (await t.sql(`SELECT 1 FROM bot_logs WHERE action = 'SWEEP'`)).length;
    const before = await sweeps();
    workers = await startBotWorkers({
      sweep: worker.get(BotSweepService),
      bot: worker.get(BotService),
      settings: worker.get(SystemSettingsReader),
      mail: worker.get(MailService),
      queues: worker.get(BotQueues),
      log: () => undefined,
    });
    expect(await t.sql(`SELECT 1 FROM bot_logs WHERE action = $1`, [BOT_RESUMPTION_ACTION])).toHaveLength(2);
    await waitUntil(async () => (await sweeps()) > before, { what: 'another sweep', timeoutMs: 15_000 });
  });

  it('delivers mail jobs queued by other services', async () => {
    await t.app
      .get(BotQueues)
      .get(QUEUES.mail)
      .add('send-template', {
        recipient: 'new@example.org',
        templateName: 'welcome_email',
        data: { username: 'ruth' },
      });
    await waitUntil(async () => (await readdir(outbox)).some((f) => f.endsWith('.eml')), {
      what: 'a mail in the outbox',
      timeoutMs: 15_000,
    });
  });

  it("sends an account's verification link, and fails a link job without its link at once (no sample link)", async () => {
    const mail = t.app.get(BotQueues).get(QUEUES.mail);
    const link = 'http://localhost:3000/verify-email?token=' + 'x'.repeat(43);
    await mail.add('send-template', {
      recipient: 'ruth@example.org',
      templateName: 'verify_email',
      data: { username: 'ruth', link, hours: 24 },
    });
    const sent = async () =>
      t.sql<{ preview: string }>(`SELECT preview FROM sent_mails WHERE template_name = 'verify_email'`);
    await waitUntil(async () => (await sent()).length === 1, { what: 'the link sent', timeoutMs: 15_000 });
    // The link is in the message, not in the log administrators read.
    expect((await sent())[0].preview).toContain('(the link is not kept)');
    expect((await sent())[0].preview).not.toContain('x'.repeat(43));
    const files = await readdir(outbox);
    const messages = await Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')));
    expect(messages.some((m) => m.includes('x'.repeat(43)))).toBe(true);
    const bare = await mail.add(
      'send-template',
      { recipient: 'orpah@example.org', templateName: 'verify_email' },
      { attempts: 5 },
    );
    await waitUntil(async () => (await bare.getState()) === 'failed', {
      what: 'the bare job failed',
      timeoutMs: 15_000,
    });
    expect((await mail.getJob(bare.id as string))?.attemptsMade).toBe(1);
    expect(await sent()).toHaveLength(1);
  });
});
