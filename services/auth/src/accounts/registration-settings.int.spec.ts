import { SendTemplateMailJob } from '@strongs/contracts';
import { Queue } from 'bullmq';
import request from 'supertest';
import { SITE_ORIGIN, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

const GOOD_PASSWORD = 'entreat me not to leave thee';

/** Registration as the administrator's settings and the e-mail address shape it. */
describe('registration: registration_open setting, e-mail address, its verification link', () => {
  let t: AuthTestApp;
  let mailQueue: Queue<SendTemplateMailJob>;
  const register = (body: object) =>
    request(t.app.getHttpServer()).post('/api/register').set('Origin', SITE_ORIGIN).send(body);

  beforeAll(async () => {
    t = await startAuthTestApp();
    mailQueue = t.mailQueue;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('queues a verification link (not yet the welcome) for the address given at registration, none without one', async () => {
    await register({ username: 'orpah', password: GOOD_PASSWORD }).expect(201);
    expect(await mailQueue.getJobs(['waiting'])).toEqual([]);
    await register({ username: 'naomi', password: GOOD_PASSWORD, email: ' Naomi@Example.org ' }).expect(201);
    const [job] = await mailQueue.getJobs(['waiting']);
    expect(job.name).toBe('send-template');
    expect(job.data).toMatchObject({
      recipient: 'Naomi@Example.org',
      templateName: 'verify_email',
      data: {
        username: 'naomi',
        link: expect.stringMatching(/^http:\/\/localhost:3000\/verify-email\?token=/),
      },
    });
    expect(await t.sql('SELECT email, email_verified_at FROM users WHERE username = $1', ['naomi'])).toEqual([
      { email: 'Naomi@Example.org', email_verified_at: null },
    ]);
  });

  it('refuses a malformed address and an address another account has, in any case', async () => {
    await register({ username: 'mahlon', password: GOOD_PASSWORD, email: 'not-an-address' }).expect(400, {
      statusCode: 400,
      message: 'Please enter a valid email address',
    });
    await register({ username: 'chilion', password: GOOD_PASSWORD, email: 'NAOMI@example.ORG' }).expect(409, {
      statusCode: 409,
      message: 'An account with this e-mail address already exists',
    });
    expect(
      await t.sql('SELECT username FROM users WHERE username IN ($1, $2)', ['mahlon', 'chilion']),
    ).toEqual([]);
  });

  it('closes sign-up while registration_open is false and opens it again', async () => {
    await t.sql(`UPDATE system_settings SET value = 'false' WHERE key = 'registration_open'`);
    await register({ username: 'elimelech', password: GOOD_PASSWORD }).expect(403, {
      statusCode: 403,
      message: 'Registration is closed',
    });
    await t.sql(`UPDATE system_settings SET value = 'true' WHERE key = 'registration_open'`);
    await register({ username: 'elimelech', password: GOOD_PASSWORD }).expect(201);
  });
});
