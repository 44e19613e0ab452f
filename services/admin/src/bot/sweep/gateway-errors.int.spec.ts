import { addGatewayOutcomes, outcomeMinute } from '@strongs/nest-common';
import IORedis from 'ioredis';
import request from 'supertest';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';
import { BotSweepService } from '../bot-sweep.service';

/** The gateway counts its answers in Redis (addGatewayOutcomes); the sweep judges the 5xx rate. */
describe('the ADMIN BOT gateway 5xx-rate check', () => {
  let t: AdminTestApp;
  let redis: IORedis;
  let admin: string;
  const gatewayReports = async () =>
    (
      (await request(t.app.getHttpServer()).get('/api/admin/bot/errors').set('Cookie', admin).expect(200))
        .body as { errorType: string; message: string }[]
    ).filter((e) => e.errorType === 'gateway_5xx_rate');
  const answer = (status: number, times: number) =>
    addGatewayOutcomes(redis, t.prefix, outcomeMinute(), {
      total: times,
      serverErrors: status >= 500 ? times : 0,
    });

  beforeAll(async () => {
    t = await startAdminTestApp();
    admin = await t.signIn('keeper', 'admin');
    redis = new IORedis(t.config.REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  it('stays quiet while few answers failed, files one report past 5 %, and does not file it twice', async () => {
    const sweep = t.app.get(BotSweepService);
    await answer(200, 97);
    await answer(503, 3);
    expect((await sweep.run()).ran).toContain('gateway-errors');
    expect(await gatewayReports()).toEqual([]);

    await answer(502, 20);
    await sweep.run();
    const [report] = await gatewayReports();
    expect(report.message).toBe(
      '23 of 120 answers (19.2%) in the last 5 minutes were server errors (limit 5%)',
    );
    await sweep.run();
    expect(await gatewayReports()).toHaveLength(1);
  });
});
