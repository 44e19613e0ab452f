import type { DynamicModule, INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { applyServiceSetup } from '@strongs/nest-common';

/** A service's root module compiled and started as in production (validation pipe, error filter), for supertest. */
export async function startNestTestApp(module: DynamicModule): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [module] }).compile();
  const app = moduleRef.createNestApplication({ bufferLogs: true });
  applyServiceSetup(app);
  await app.init();
  return app;
}
