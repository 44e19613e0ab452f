import { createRedisConnection, QUEUES } from '@strongs/queue';
import { createSearchEngine, verseDocumentsFromDatabase } from '@strongs/search-engine';
import { waitUntil } from '@strongs/testing';
import { Worker } from 'bullmq';
import type IORedis from 'ioredis';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BotQueues } from '../queues/bot-queues';
import { SITE_ORIGIN, startAdminTestApp, type AdminTestApp } from '../testing/admin-test-app';
import { BotSweepService } from './bot-sweep.service';

describe('the ADMIN BOT sweep', () => {
  let t: AdminTestApp;
  let admin: string;
  let sweep: BotSweepService;
  const http = () => request(t.app.getHttpServer());
  const get = async (path: string) => (await http().get(path).set('Cookie', admin).expect(200)).body;
  const put = (path: string, body: object) =>
    http().put(path).set('Cookie', admin).set('Origin', SITE_ORIGIN).send(body);
  const post = (path: string, body: object) =>
    http().post(path).set('Cookie', admin).set('Origin', SITE_ORIGIN).send(body);
  const kjvRepairs = async () =>
    ((await get('/api/admin/bot/repairs')) as { location: string; status: string; id: number }[]).filter(
      (r) => r.location === 'version kjv',
    );
  const desynchronise = () =>
    t.sql(
      `DELETE FROM verse_search WHERE version_code = 'kjv' AND ord IN (SELECT ord FROM verse_search WHERE version_code = 'kjv' ORDER BY ord LIMIT 25)`,
    );

  beforeAll(async () => {
    t = await startAdminTestApp({ kind: 'corpus' });
    admin = await t.signIn('keeper', 'admin');
    sweep = t.app.get(BotSweepService);
  });
  afterAll(async () => t?.close());

  it('refuses the bot routes to anyone but an admin', async () => {
    await http().get('/api/admin/bot/logs').expect(401);
    const reader = await t.signIn('ruth', 'user');
    await http().get('/api/admin/bot/repairs').set('Cookie', reader).expect(403);
    await http()
      .put('/api/admin/bot/repairs/1')
      .set('Cookie', reader)
      .set('Origin', SITE_ORIGIN)
      .send({ remedy: 'x' })
      .expect(403);
  });

  it('finds a deliberately desynchronised index once, and its repair fixes it', async () => {
    const clean = await sweep.run();
    expect(clean.ran).toContain('index-sync');
    expect(await kjvRepairs()).toEqual([]);

    await desynchronise();
    const first = await sweep.run();
    expect(first.filed).toBeGreaterThanOrEqual(1);
    const [repair] = await kjvRepairs();
    expect(repair).toMatchObject({
      elementType: 'search_index',
      status: 'pending',
      executable: true,
      remedy: 'Re-index kjv',
    });
    expect(repair).toHaveProperty('issue', expect.stringContaining('31102 verses of kjv'));

    const second = await sweep.run();
    expect(second.alreadyOpen).toBeGreaterThanOrEqual(1);
    expect(await kjvRepairs()).toHaveLength(1);

    await put(`/api/admin/bot/repairs/${repair.id}`, { remedy: '   ' }).expect(400, {
      statusCode: 400,
      message: 'Remedy is required',
    });

    // The search service's index worker, consuming the job the Fix queues; the Fix answers with its outcome.
    const db = t.app.get(DataSource);
    const engine = createSearchEngine(db, {});
    const connection: IORedis = createRedisConnection(t.config.REDIS_URL);
    const worker = new Worker(
      QUEUES.index,
      async (job) =>
        engine.indexVersion(job.data.versionCode, verseDocumentsFromDatabase(db, job.data.versionCode)),
      { connection, prefix: t.prefix },
    );
    const fixed = (
      await put(`/api/admin/bot/repairs/${repair.id}`, {
        remedy: 'Re-index kjv',
        status: 'completed',
      }).expect(200)
    ).body;
    // The Fix answers the job's outcome when it ends within its wait; otherwise a sweep settles it from the job.
    expect(['completed', 'in_progress']).toContain(fixed.status);
    await waitUntil(
      async () => {
        await sweep.run();
        return (await kjvRepairs())[0]?.status !== 'in_progress';
      },
      { what: 'a sweep settling the re-index repair', timeoutMs: 120_000, everyMs: 500 },
    );
    await worker.close();
    connection.disconnect();
    const [{ n }] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM verse_search WHERE version_code = 'kjv'`,
    );
    expect(n).toBe(31102);
    expect(await kjvRepairs()).toEqual([expect.objectContaining({ id: repair.id, status: 'completed' })]);
    const logs = (await get('/api/admin/bot/logs')) as { action: string; details: string }[];
    expect(logs.map((l) => l.action)).toEqual(
      expect.arrayContaining(['REPAIR FILED', 'REPAIR EXECUTED', 'REPAIR COMPLETED', 'SWEEP']),
    );
    expect(logs.find((l) => l.action === 'REPAIR COMPLETED')?.details).toMatch(
      new RegExp(`^#${repair.id}: job index-kjv-.* completed$`),
    );
  });

  it('lets the prime directives change what the sweep does', async () => {
    await post('/api/admin/bot/instructions', { directive: '  ' }).expect(400, {
      statusCode: 400,
      message: 'Directive is required',
    });
    await post('/api/admin/bot/instructions', { directive: 'disable check jobs', priority: 101 }).expect(400);
    const directive = (
      await post('/api/admin/bot/instructions', { directive: 'Disable check index-sync' }).expect(201)
    ).body;
    expect(directive).toMatchObject({ priority: 50, isActive: true });

    await desynchronise();
    const muted = await sweep.run();
    expect(muted.ran).not.toContain('index-sync');
    expect(muted.skipped).toContain('index-sync');
    expect((await kjvRepairs()).filter((r) => r.status === 'pending')).toEqual([]);

    await put(`/api/admin/bot/instructions/${directive.id}`, { isActive: false }).expect(200);
    const active = await sweep.run();
    expect(active.ran).toContain('index-sync');
    expect((await kjvRepairs()).filter((r) => r.status === 'pending')).toHaveLength(1);
  });

  it('turns web errors into error reports, never twice while open, and resolves them with a text', async () => {
    await http()
      .post('/api/errors')
      .send({ message: 'ReferenceError: verse is not defined', url: '/results' })
      .expect(202);
    await http()
      .post('/api/errors')
      .send({ message: 'ReferenceError: verse is not defined', url: '/results' })
      .expect(202);
    await sweep.run();
    await http()
      .post('/api/errors')
      .send({ message: 'ReferenceError: verse is not defined', url: '/results' })
      .expect(202);
    await sweep.run();
    const reports = (
      (await get('/api/admin/bot/errors')) as { errorType: string; id: number; url: string }[]
    ).filter((r) => r.errorType === 'web_error');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ url: '/results', status: 'pending' });
    await put(`/api/admin/bot/errors/${reports[0].id}`, { resolution: '' }).expect(400, {
      statusCode: 400,
      message: 'Resolution is required',
    });
    const resolved = (
      await put(`/api/admin/bot/errors/${reports[0].id}`, {
        resolution: 'Fixed in the results page',
        status: 'resolved',
      }).expect(200)
    ).body;
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'Fixed in the results page' });
  });

  it('files a resolved report again only after its check has once stopped finding it', async () => {
    const reports = async () =>
      ((await get('/api/admin/bot/errors')) as { id: number; message: string; status: string }[]).filter(
        (r) => r.message.includes('G0 (kjv)'),
      );
    // A Strong's number no lexicon entry has: the lexicon check finds it at every sweep until it is gone.
    const tag = () =>
      t.sql(`INSERT INTO verse_strongs (version_code, ord, book, position, strongs, word)
             SELECT version_code, ord, book, position, 'G0', word FROM verse_strongs WHERE version_code = 'kjv' ORDER BY ord, position LIMIT 1`);
    await tag();
    await sweep.run();
    const [report] = await reports();
    expect(report).toMatchObject({ status: 'pending' });
    await put(`/api/admin/bot/errors/${report.id}`, {
      resolution: 'Known, entry on its way',
      status: 'resolved',
    }).expect(200);

    await sweep.run();
    expect(await reports()).toEqual([expect.objectContaining({ id: report.id, status: 'resolved' })]);

    await t.sql(`DELETE FROM verse_strongs WHERE strongs = 'G0'`);
    await sweep.run();
    await tag();
    await sweep.run();
    const again = await reports();
    expect(again).toHaveLength(2);
    expect(again[0]).toMatchObject({ status: 'pending' });
    expect(again[0].id).not.toBe(report.id);
    await t.sql(`DELETE FROM verse_strongs WHERE strongs = 'G0'`);
  });

  it('alerts the bot_alert_recipient about new findings, except where a directive mutes the check', async () => {
    const outbox = () => readdir(t.config.MAIL_OUTBOX_DIR).catch(() => [] as string[]);
    await t.sql(`UPDATE system_settings SET value = 'ops@example.org' WHERE key = 'bot_alert_recipient'`);
    await http().post('/api/errors').send({ message: 'Alert me', url: '/a' }).expect(202);
    await sweep.run();
    const alerts = await outbox();
    expect(alerts).toHaveLength(1);
    expect(await readFile(join(t.config.MAIL_OUTBOX_DIR, alerts[0]), 'utf8')).toMatch(
      /^To: ops@example.org$/m,
    );
    await post('/api/admin/bot/instructions', {
      directive: 'mute alerts for web-errors',
      priority: 60,
    }).expect(201);
    await http().post('/api/errors').send({ message: 'Do not alert me', url: '/b' }).expect(202);
    await sweep.run();
    expect(await outbox()).toHaveLength(1);
    const reports = (await get('/api/admin/bot/errors')) as { url: string }[];
    expect(reports.map((r) => r.url)).toContain('/b');
    await t.sql(`UPDATE system_settings SET value = '' WHERE key = 'bot_alert_recipient'`);
  });

  it('offers a retry for a failed import; its Fix retries the job and ends failed with the outcome logged, not in progress', async () => {
    const imports = t.app.get(BotQueues).get(QUEUES.imports);
    await imports.add('import-corpus-text', { textId: 'kjv', checksum: 'x' }, { jobId: 'import-broken-1' });
    const connection: IORedis = createRedisConnection(t.config.REDIS_URL);
    // A worker whose every run fails, as an import whose database is away would.
    const worker = new Worker(
      QUEUES.imports,
      async () => {
        throw new Error('Corrupt file');
      },
      { connection, prefix: t.prefix },
    );
    await new Promise<void>((resolve) => worker.once('failed', () => resolve()));
    await sweep.run();
    const repair = (
      (await get('/api/admin/bot/repairs')) as { location: string; id: number; executable: boolean }[]
    ).find((r) => r.location === 'imports job import-broken-1');
    expect(repair).toMatchObject({ executable: true, issue: 'Import failed: Corrupt file' });
    const fixed = (await put(`/api/admin/bot/repairs/${repair?.id}`, { remedy: 'Retry' }).expect(200)).body;
    expect(['failed', 'in_progress']).toContain(fixed.status);
    if (fixed.status !== 'failed')
      await waitUntil(
        async () => {
          await sweep.run();
          const repairs = (await get('/api/admin/bot/repairs')) as { id: number; status: string }[];
          return repairs.find((r) => r.id === repair?.id)?.status === 'failed';
        },
        { what: 'a sweep settling the retry as failed', timeoutMs: 120_000, everyMs: 500 },
      );
    await worker.close();
    connection.disconnect();
    const logs = (await get('/api/admin/bot/logs')) as { action: string; details: string }[];
    expect(logs.find((l) => l.action === 'REPAIR FAILED')?.details).toBe(
      `#${repair?.id}: job import-broken-1 failed again: Corrupt file`,
    );
    // The failed repair stays the answer: the next sweep files no second repair for the same job.
    await sweep.run();
    const same = ((await get('/api/admin/bot/repairs')) as { location: string }[]).filter(
      (r) => r.location === 'imports job import-broken-1',
    );
    expect(same).toHaveLength(1);
  });

  it("files no repair for an upload that does not read: the import's message is the uploader's", async () => {
    const imports = t.app.get(BotQueues).get(QUEUES.imports);
    await imports.add(
      'import-bible-file',
      { version: 'nkjv', versionCode: 'nkjv', fileName: 'bad_1.txt', checksum: 'c' },
      { jobId: 'import-upload-bad-1' },
    );
    await t.sql(
      `INSERT INTO imports (job_id, kind, version_code, source, status, message, error_kind)
       VALUES ('import-upload-bad-1', 'bible', 'nkjv', 'upload:bad_1.txt', 'failed', 'bad_1.txt: 1 unreadable line (line 3: Not a verse line)', 'input')`,
    );
    const connection: IORedis = createRedisConnection(t.config.REDIS_URL);
    const worker = new Worker(
      QUEUES.imports,
      async () => {
        throw new Error('1 unreadable line (line 3: Not a verse line)');
      },
      { connection, prefix: t.prefix },
    );
    await new Promise<void>((resolve) => worker.once('failed', () => resolve()));
    await worker.close();
    connection.disconnect();
    await sweep.run();
    const repairs = (await get('/api/admin/bot/repairs')) as { location: string }[];
    expect(repairs.map((r) => r.location)).not.toContain('imports job import-upload-bad-1');
  });
});
