import { waitUntil } from '@strongs/testing';
import request from 'supertest';
import { startAdminTestApp, type AdminTestApp } from '../testing/admin-test-app';

describe('POST /api/errors', () => {
  let t: AdminTestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startAdminTestApp({ config: { WEB_ERRORS_PER_MINUTE: 3 } });
    // Before the first report: it is the one that finds the retention prune due.
    await t.sql(
      `INSERT INTO web_errors (message, url, created_at) VALUES ('two months old', '/', now() - interval '60 days'), ('last week', '/', now() - interval '7 days')`,
    );
  });
  afterAll(async () => t?.close());

  it('stores a report from any visitor', async () => {
    const res = await http()
      .post('/api/errors')
      .send({
        message: 'TypeError: x is undefined',
        stack: 'at Results',
        url: '/results?q=love',
        componentStack: 'in Results',
      })
      .expect(202);
    const [row] = await t.sql<{ message: string; url: string; stack: string }>(
      'SELECT * FROM web_errors WHERE id = $1',
      [res.body.id],
    );
    expect(row).toMatchObject({ message: 'TypeError: x is undefined', url: '/results?q=love' });
    expect(row.stack).toContain('in Results');
  });

  it('refuses a report without a message, with unknown fields or too large', async () => {
    await http()
      .post('/api/errors')
      .send({ url: '/' })
      .expect(400, { statusCode: 400, message: 'message is required' });
    await http().post('/api/errors').send({ message: 'x', extra: 1 }).expect(400);
    await http()
      .post('/api/errors')
      .send({ message: 'x'.repeat(2001) })
      .expect(400);
    await http()
      .post('/api/errors')
      .send({
        message: 'x',
        stack: 's'.repeat(7000),
        componentStack: 'c'.repeat(4000),
        url: 'u'.repeat(2000),
      })
      .expect(413);
  });

  it('limits reports per client and minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (
          await http()
            .post('/api/errors')
            .set('X-Forwarded-For', '10.9.9.9')
            .send({ message: `e${i}` })
        ).status,
      );
    expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(3);
    expect(statuses).toContain(429);
  });

  it('deletes reports older than WEB_ERRORS_RETENTION_DAYS (30) once a visitor reports one', async () => {
    const old = async () =>
      (
        await t.sql<{ message: string }>(
          `SELECT message FROM web_errors WHERE url = '/' AND message IN ('two months old', 'last week')`,
        )
      ).map((r) => r.message);
    await waitUntil(async () => (await old()).length <= 1, {
      what: 'the old report pruned',
      timeoutMs: 5_000,
    });
    expect(await old()).toEqual(['last week']);
  });
});
