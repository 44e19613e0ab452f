import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitUntil } from '@strongs/testing';
import request from 'supertest';
import { SITE_ORIGIN, startAdminTestApp, type AdminTestApp } from '../testing/admin-test-app';
import { readable, startSmtpSink, type SmtpSink } from '../testing/smtp-sink';

const mailArrived = (check: () => boolean) =>
  waitUntil(check, { what: 'mail at the SMTP server', timeoutMs: 5_000, everyMs: 20 });

describe('e-mail over SMTP', () => {
  let smtp: SmtpSink;
  let t: AdminTestApp;
  let admin: string;
  const post = (path: string, body: object, cookie = admin) =>
    request(t.app.getHttpServer()).post(path).set('Cookie', cookie).set('Origin', SITE_ORIGIN).send(body);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startAdminTestApp({ kind: 'corpus', config: { SMTP_URL: smtp.url } });
    admin = await t.signIn('keeper', 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('requires an admin and a valid recipient', async () => {
    const reader = await t.signIn('ruth', 'user');
    await post('/api/admin/email/test', { recipient: 'a@example.org' }, reader).expect(403);
    const required = { statusCode: 400, message: 'Recipient required: Please enter a valid email address' };
    await post('/api/admin/email/test', { templateName: 'welcome_email' }).expect(400, required);
    await post('/api/admin/email/test', { recipient: 'not an address' }).expect(400, required);
    await post('/api/admin/email/samples', {}).expect(400, required);
    await post('/api/admin/email/test', { recipient: 'a@example.org', templateName: 'nope' }).expect(400);
  });

  it.each([
    ['welcome_email', 'Welcome to Strong', 'Your account'],
    ['admin_bot_alert', '[ADMIN BOT] New repair', 'ADMIN BOT filed a new repair'],
    ['hebrew_word_of_day', 'Hebrew word of the day', 'Hebrew word of the day'],
  ])('renders %s as HTML and text, and the SMTP server receives it', async (templateName, subject, body) => {
    const before = smtp.received.length;
    const res = await post('/api/admin/email/test', { recipient: 'reader@example.org', templateName }).expect(
      200,
    );
    const port = new URL(smtp.url).port;
    expect(res.body).toMatchObject({
      sent: true,
      templateName,
      recipient: 'reader@example.org',
      delivery: 'smtp',
      destination: `SMTP server 127.0.0.1:${port}`,
    });
    await mailArrived(() => smtp.received.length > before);
    const mail = smtp.received[before];
    expect(mail.to).toEqual(['reader@example.org']);
    expect(mail.from).toBe('no-reply@localhost');
    const text = readable(mail.raw);
    expect(text).toMatch(/Content-Type: text\/plain/);
    expect(text).toMatch(/Content-Type: text\/html/);
    expect(text).toContain(body);
    // Non-ASCII subjects arrive as encoded words; the ASCII start is enough to recognise them.
    const subjectLine = mail.raw.split(/\r?\n/).find((line) => line.startsWith('Subject: ')) ?? '';
    expect(subjectLine.includes(subject) || subjectLine.includes('=?UTF-8?')).toBe(true);
  });

  it('sends a real word of the day from the lexicon with a KJV verse that uses it', async () => {
    const preview = (
      await request(t.app.getHttpServer())
        .get('/api/admin/email/templates/hebrew_word_of_day/preview')
        .set('Cookie', admin)
        .expect(200)
    ).body;
    const strongs = /\((H\d+[a-z]?)\)/.exec(preview.subject)?.[1];
    expect(strongs).toBeDefined();
    const [entry] = await t.sql<{ lemma: string }>('SELECT lemma FROM lexicon_entries WHERE strongs = $1', [
      strongs,
    ]);
    expect(preview.html).toContain(entry.lemma);
    const reference = /"(.+)" \((.+)\)\n$/.exec(preview.text);
    expect(reference).not.toBeNull();
  });

  it('sends the three samples: {sent: 3}, each handed to the SMTP server', async () => {
    const before = smtp.received.length;
    const res = await post('/api/admin/email/samples', { recipient: 'all@example.org' }).expect(200);
    expect(res.body.sent).toBe(3);
    expect(res.body.messages.map((m: { delivery: string }) => m.delivery)).toEqual(['smtp', 'smtp', 'smtp']);
    await mailArrived(() => smtp.received.length >= before + 3);
  });

  it('lists the last messages, newest first, with where each went and a preview of its text', async () => {
    const recent = (
      await request(t.app.getHttpServer()).get('/api/admin/email/recent').set('Cookie', admin).expect(200)
    ).body;
    expect(recent[0]).toMatchObject({
      recipient: 'all@example.org',
      templateName: 'hebrew_word_of_day',
      delivery: 'smtp',
      destination: expect.stringMatching(/^SMTP server /),
    });
    expect(recent[0].preview).toContain('Hebrew word of the day');
    expect(recent.length).toBeGreaterThanOrEqual(6);
  });

  it('uses the sender of the mail_sender setting', async () => {
    await t.sql(
      `UPDATE system_settings SET value = 'Dictionary <dict@example.org>' WHERE key = 'mail_sender'`,
    );
    const before = smtp.received.length;
    await post('/api/admin/email/test', { recipient: 'x@example.org', templateName: 'welcome_email' }).expect(
      200,
    );
    await mailArrived(() => smtp.received.length > before);
    expect(smtp.received[before].from).toBe('dict@example.org');
  });
});

describe('e-mail without SMTP_URL: the embedded outbox', () => {
  let dir: string;
  let t: AdminTestApp;
  let admin: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'strongs-outbox-'));
    t = await startAdminTestApp({ config: { MAIL_OUTBOX_DIR: dir } });
    admin = await t.signIn('keeper', 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file and lists them', async () => {
    await request(t.app.getHttpServer())
      .post('/api/admin/email/samples')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .send({ recipient: 'outbox@example.org' })
      .expect(200);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(3);
    const recent = (
      await request(t.app.getHttpServer()).get('/api/admin/email/recent').set('Cookie', admin).expect(200)
    ).body;
    // Nothing was mailed: the tab must say the message is only a file in the outbox.
    expect(
      recent
        .map((m: { delivery: string; destination: string }) => [
          m.delivery,
          m.destination.replace(/^outbox file /, ''),
        ])
        .sort(),
    ).toEqual(files.map((f) => ['outbox', f]).sort());
    const raws = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
    expect(raws.every((raw) => /^To: outbox@example.org$/m.test(raw))).toBe(true);
    const listed = (
      await request(t.app.getHttpServer()).get('/api/admin/email/outbox').set('Cookie', admin).expect(200)
    ).body;
    expect(listed.map((e: { filename: string }) => e.filename).sort()).toEqual(files.sort());
  });
});
