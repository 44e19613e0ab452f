import { EMAIL_VERIFICATION, type SendTemplateMailJob } from '@strongs/contracts';
import { waitUntil } from '@strongs/testing';
import { Queue } from 'bullmq';
import request from 'supertest';
import { cookieOf, SITE_ORIGIN, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';
import { LINK_MESSAGES } from './email-verification.errors';

const PASSWORD = 'a threefold cord is not quickly broken';

describe('e-mail verification: a link to the address, single-use, expiring, for its own account', () => {
  let t: AuthTestApp;
  let mailQueue: Queue<SendTemplateMailJob>;
  const http = () => request(t.app.getHttpServer());
  const browser = (cookie?: string) => {
    const agent = request.agent(t.app.getHttpServer());
    return cookie ? agent.set('Cookie', cookie).set('Origin', SITE_ORIGIN) : agent.set('Origin', SITE_ORIGIN);
  };
  const register = async (username: string, email?: string) => {
    const res = await browser()
      .post('/api/register')
      .send({ username, password: PASSWORD, ...(email ? { email } : {}) })
      .expect(201);
    return { id: res.body.id as number, cookie: cookieOf(res.headers['set-cookie']) };
  };
  /** The verification mails queued for an address, newest first, as the admin worker would take them. */
  const linksTo = async (recipient: string) =>
    (await mailQueue.getJobs(['waiting']))
      .filter((j) => j.data.templateName === 'verify_email' && j.data.recipient === recipient)
      .sort(
        (a, b) =>
          b.timestamp - a.timestamp || Number(b.id?.split('-').pop()) - Number(a.id?.split('-').pop()),
      )
      .map((j) => (j.data.data as { link: string }).link);
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;
  const status = async (cookie: string) => (await browser(cookie).get('/api/user/email').expect(200)).body;
  const verify = (token: string, cookie?: string) =>
    browser(cookie).post('/api/verify-email').send({ token });

  beforeAll(async () => {
    t = await startAuthTestApp();
    mailQueue = t.mailQueue;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers with an address unverified, e-mails a link, and following it verifies the address', async () => {
    const ruth = await register('ruth', 'ruth@example.org');
    expect(await status(ruth.cookie)).toEqual({ email: 'ruth@example.org', verified: false });
    await waitUntil(async () => (await linksTo('ruth@example.org')).length === 1, { what: 'the link mail' });
    const [link] = await linksTo('ruth@example.org');
    expect(link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    const [job] = (await mailQueue.getJobs(['waiting'])).filter(
      (j) => j.data.recipient === 'ruth@example.org',
    );
    expect(job.data).toMatchObject({ templateName: 'verify_email', data: { username: 'ruth', hours: 24 } });
    // Only the hash is stored.
    const stored = await t.sql<{ token_hash: string }>(
      'SELECT token_hash FROM email_verification_tokens WHERE user_id = $1',
      [ruth.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].token_hash).not.toContain(tokenOf(link));

    const verified = await verify(tokenOf(link)).expect(200);
    expect(verified.body).toEqual({
      email: 'ruth@example.org',
      verified: true,
      message: 'ruth@example.org is verified. Thank you!',
    });
    expect(await status(ruth.cookie)).toEqual({ email: 'ruth@example.org', verified: true });
    // The welcome goes now that the address is known to be hers, once.
    const welcomes = (await mailQueue.getJobs(['waiting'])).filter(
      (j) => j.data.templateName === 'welcome_email' && j.data.recipient === 'ruth@example.org',
    );
    expect(welcomes.map((j) => j.data.data)).toEqual([{ username: 'ruth' }]);
  });

  it('refuses a link used already, with a message, and changes nothing', async () => {
    const orpah = await register('orpah', 'orpah@example.org');
    const [link] = await linksTo('orpah@example.org');
    await verify(tokenOf(link)).expect(200);
    expect((await verify(tokenOf(link)).expect(400)).body).toEqual({
      statusCode: 400,
      message: LINK_MESSAGES.used,
    });
    expect(await status(orpah.cookie)).toEqual({ email: 'orpah@example.org', verified: true });
  });

  it('refuses an expired link and a token that was never sent', async () => {
    const naomi = await register('naomi', 'naomi@example.org');
    const [link] = await linksTo('naomi@example.org');
    await t.sql(
      `UPDATE email_verification_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [naomi.id],
    );
    expect((await verify(tokenOf(link)).expect(400)).body.message).toBe(LINK_MESSAGES.expired);
    expect((await verify('A'.repeat(43)).expect(400)).body.message).toBe(LINK_MESSAGES.unknown);
    expect((await verify('not a token').expect(400)).body.message).toBe(LINK_MESSAGES.unknown);
    expect(await status(naomi.cookie)).toEqual({ email: 'naomi@example.org', verified: false });
  });

  it("does not let another account's link verify your address, nor its own while you are signed in", async () => {
    const boaz = await register('boaz', 'boaz@example.org');
    const mahlon = await register('mahlon', 'mahlon@example.org');
    const [boazLink] = await linksTo('boaz@example.org');
    expect((await verify(tokenOf(boazLink), mahlon.cookie).expect(400)).body.message).toBe(
      LINK_MESSAGES.otherAccount,
    );
    expect(await status(mahlon.cookie)).toEqual({ email: 'mahlon@example.org', verified: false });
    expect(await status(boaz.cookie)).toEqual({ email: 'boaz@example.org', verified: false });
    // In boaz's own browser the link still works.
    await verify(tokenOf(boazLink), boaz.cookie).expect(200);
    expect(await status(mahlon.cookie)).toEqual({ email: 'mahlon@example.org', verified: false });
  });

  it('limits new links: one a minute, five a day; the newest works and is queued once', async () => {
    const obed = await register('obed', 'obed@example.org');
    const resend = () => browser(obed.cookie).post('/api/user/email/verification');
    expect((await resend().expect(429)).body.message).toMatch(
      /^We sent a link less than a minute ago: wait \d+ seconds before asking again$/,
    );
    const ageLinks = () =>
      t.sql(
        `UPDATE email_verification_tokens SET created_at = created_at - interval '2 minutes' WHERE user_id = $1`,
        [obed.id],
      );
    for (let sent = 1; sent < EMAIL_VERIFICATION.linksPerDay; sent++) {
      await ageLinks();
      expect((await resend().expect(200)).body).toEqual({
        email: 'obed@example.org',
        verified: false,
        message: 'We sent a new link to obed@example.org. It works for 24 hours.',
      });
    }
    await ageLinks();
    expect((await resend().expect(429)).body.message).toBe(
      'You asked for 5 links in a day: try again tomorrow',
    );
    const links = await linksTo('obed@example.org');
    expect(links).toHaveLength(EMAIL_VERIFICATION.linksPerDay);
    // A day later the limit starts again, and links older than two days are gone from the table.
    await t.sql(
      `UPDATE email_verification_tokens SET created_at = created_at - interval '3 days' WHERE user_id = $1 AND id <> (SELECT max(id) FROM email_verification_tokens WHERE user_id = $1)`,
      [obed.id],
    );
    await t.sql(
      `UPDATE email_verification_tokens SET created_at = created_at - interval '1 day' WHERE id = (SELECT max(id) FROM email_verification_tokens WHERE user_id = $1)`,
      [obed.id],
    );
    await resend().expect(200);
    const kept = await t.sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM email_verification_tokens WHERE user_id = $1',
      [obed.id],
    );
    expect(kept).toEqual([{ n: 2 }]);
    const sent = await linksTo('obed@example.org');
    await verify(tokenOf(sent[0])).expect(200);
    // Verifying used up the other open link to the same address; the deleted ones are unknown.
    expect((await verify(tokenOf(sent[1])).expect(400)).body.message).toBe(LINK_MESSAGES.used);
    expect((await verify(tokenOf(sent[2])).expect(400)).body.message).toBe(LINK_MESSAGES.unknown);
    expect((await resend().expect(400)).body.message).toBe(LINK_MESSAGES.alreadyVerified);
  });

  it('changes the address with the password: unverified again, the old link dead, a link to the new one', async () => {
    const jesse = await register('jesse');
    expect(await status(jesse.cookie)).toEqual({ email: null, verified: false });
    expect((await browser(jesse.cookie).post('/api/user/email/verification').expect(400)).body.message).toBe(
      LINK_MESSAGES.noAddress,
    );
    const change = (email: string, currentPassword = PASSWORD) =>
      browser(jesse.cookie).put('/api/user/email').send({ email, currentPassword });
    expect((await change('jesse@example.org', 'not my password').expect(400)).body.message).toBe(
      'The current password is not right',
    );
    expect((await change('ruth@EXAMPLE.org').expect(409)).body.message).toBe(
      'An account with this e-mail address already exists',
    );
    expect((await change('nope').expect(400)).body.message).toBe('Please enter a valid email address');
    expect((await change('jesse@example.org').expect(200)).body).toEqual({
      email: 'jesse@example.org',
      verified: false,
      message: 'Your address is now jesse@example.org. Follow the link we sent there to verify it.',
    });
    // Sent twice (a retry), the change is made once and one link goes.
    await change('jesse@example.org').expect(200);
    expect(await linksTo('jesse@example.org')).toHaveLength(1);
    const [first] = await linksTo('jesse@example.org');
    await t.sql(
      `UPDATE email_verification_tokens SET created_at = created_at - interval '2 minutes' WHERE user_id = (SELECT id FROM users WHERE username = 'jesse')`,
    );
    await change('david@example.org').expect(200);
    expect((await verify(tokenOf(first)).expect(400)).body.message).toBe(LINK_MESSAGES.used);
    const [second] = await linksTo('david@example.org');
    await verify(tokenOf(second)).expect(200);
    expect(await status(jesse.cookie)).toEqual({ email: 'david@example.org', verified: true });
  });

  it('is for a signed-in reader, except following a link', async () => {
    await http().get('/api/user/email').expect(401);
    await http().post('/api/user/email/verification').set('Origin', SITE_ORIGIN).expect(401);
    await http().put('/api/user/email').set('Origin', SITE_ORIGIN).send({}).expect(401);
  });
});
