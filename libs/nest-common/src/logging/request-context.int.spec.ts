import { Body, Controller, INestApplication, Module, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { IsString } from 'class-validator';
import request from 'supertest';
import { applyServiceSetup } from '../bootstrap/bootstrap-service';
import { CommonModule } from '../bootstrap/common.module';
import { BaseConfig } from '../config/base-config';
import { loadConfig } from '../config/load-config';
import { currentRequestId, withRequestId } from './request-context';

class ImportDto {
  @IsString()
  version: string;
}

@Controller()
class QueueingController {
  /** Stands for a producer: what it would put in the job after some awaited work (a turn of the event loop). */
  @Post('queue-something')
  async queue(@Body() body: ImportDto): Promise<object> {
    await new Promise((resolve) => setImmediate(resolve));
    return withRequestId({ version: body.version });
  }
}

describe('the request id in job payloads', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const config = loadConfig(BaseConfig, {}, { LOG_LEVEL: 'silent' });
    @Module({ imports: [CommonModule.forService('probe', config)], controllers: [QueueingController] })
    class ProbeModule {}
    const moduleRef = await Test.createTestingModule({ imports: [ProbeModule] }).compile();
    app = moduleRef.createNestApplication({ bufferLogs: true });
    applyServiceSetup(app);
    await app.init();
  });
  afterAll(() => app?.close());

  it('is the id the gateway sent, after the body was read and across awaits', async () => {
    const res = await request(app.getHttpServer())
      .post('/queue-something')
      .set('X-Request-Id', 'req-from-gateway-1')
      .send({ version: 'kjv' })
      .expect(201);
    expect(res.body).toEqual({ version: 'kjv', requestId: 'req-from-gateway-1' });
  });

  it('is the id the service made (and answered) when the caller sent none', async () => {
    const res = await request(app.getHttpServer())
      .post('/queue-something')
      .send({ version: 'kjv' })
      .expect(201);
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is absent outside a request (seeds, schedulers)', () => {
    expect(currentRequestId()).toBeUndefined();
    expect(withRequestId({ version: 'kjv' })).toEqual({ version: 'kjv' });
  });
});
