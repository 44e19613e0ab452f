import { Controller, Get, INestApplication, Module, Param } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { QUEUES } from '@strongs/queue';
import { applyServiceSetup } from '../bootstrap/bootstrap-service';
import { CommonModule } from '../bootstrap/common.module';
import { BaseConfig } from '../config/base-config';
import { loadConfig } from '../config/load-config';
import { RedisModule } from '../redis/redis.module';
import { GATEWAY_TOKEN_HEADER } from '../proxy/gateway-forwarded-only';
import { Test } from '@nestjs/testing';

@Controller('things')
class ThingsController {
  @Get(':id')
  thing(@Param('id') id: string): { id: string } {
    return { id };
  }
}

// Forwarded headers count only from the gateway, which signs them with its token.
const GATEWAY_TOKEN_FOR_TEST = 'a-test-gateway-token-of-some-length';

async function startService(env: Partial<Record<keyof BaseConfig, unknown>>): Promise<INestApplication> {
  const config = loadConfig(BaseConfig, {}, { LOG_LEVEL: 'silent', ...env });
  @Module({
    imports: [CommonModule.forService('probe', config), RedisModule.forRoot()],
    controllers: [ThingsController],
  })
  class ProbeModule {}
  const moduleRef = await Test.createTestingModule({ imports: [ProbeModule] }).compile();
  const app = moduleRef.createNestApplication({ bufferLogs: true });
  applyServiceSetup(app);
  await app.init();
  return app;
}

describe('a service without METRICS_TOKEN', () => {
  let app: INestApplication;
  const prefix = `metrics-test-${randomUUID()}`;
  let imports: Queue;

  beforeAll(async () => {
    app = await startService({ QUEUE_PREFIX: prefix, GATEWAY_TOKEN: GATEWAY_TOKEN_FOR_TEST });
    imports = new Queue(QUEUES.imports, { connection: { url: loadConfig(BaseConfig).REDIS_URL }, prefix });
  });
  afterAll(async () => {
    await imports?.obliterate({ force: true });
    await imports?.close();
    await app?.close();
  });

  it('publishes the latency of a request under its route template, method and status', async () => {
    await request(app.getHttpServer()).get('/things/H7225').expect(200);
    const metrics = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.text).toMatch(
      /http_request_duration_seconds_count\{[^}]*method="GET"[^}]*route="\/things\/:id"[^}]*status="200"[^}]*\} 1/,
    );
    expect(metrics.text).not.toContain('H7225');
  });

  it('publishes the process metrics and the depth of every queue', async () => {
    await imports.add('import-corpus-text', { textId: 'kjv', checksum: 'x' });
    const metrics = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(metrics.text).toContain('process_resident_memory_bytes');
    expect(metrics.text).toMatch(/queue_jobs\{queue="imports",state="waiting"[^}]*\} 1/);
    for (const queue of Object.values(QUEUES))
      expect(metrics.text).toContain(`queue_jobs{queue="${queue}",state="failed"`);
  });

  it('refuses a request the gateway forwarded, with the 404 of an unknown path', async () => {
    const refused = await request(app.getHttpServer())
      .get('/metrics')
      .set(GATEWAY_TOKEN_HEADER, GATEWAY_TOKEN_FOR_TEST)
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(404);
    expect(refused.body).toEqual({ statusCode: 404, message: 'Cannot GET /metrics' });
  });
});

describe('a service with METRICS_TOKEN', () => {
  let app: INestApplication;
  const token = randomBytes(16).toString('hex');

  beforeAll(async () => {
    app = await startService({ METRICS_TOKEN: token });
  });
  afterAll(() => app?.close());

  it('answers /metrics only to the bearer of the token', async () => {
    await request(app.getHttpServer()).get('/metrics').expect(404);
    await request(app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${token}x`).expect(404);
    const metrics = await request(app.getHttpServer())
      .get('/metrics')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(metrics.text).toContain('http_request_duration_seconds');
  });
});
