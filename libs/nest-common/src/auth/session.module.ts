import { DynamicModule, Global, Inject, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import type { RequestHandler } from 'express';
import type IORedis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { createOriginCheck } from './origin-check.middleware';
import { RolesGuard } from './roles.guard';
import { publicOrigins, SessionConfig } from './session-config';
import { createSessionMiddleware } from './session-middleware';
import { SESSION_USER_LOOKUP, SqlSessionUserLookup } from './session-user-lookup';
import { SessionGuard } from './session.guard';

export const SESSION_CONFIG = Symbol('SESSION_CONFIG');
const SESSION_MIDDLEWARE = Symbol('SESSION_MIDDLEWARE');

export interface SessionModuleOptions {
  /** Only the auth service creates and destroys sessions. Default: read-only. */
  writable?: boolean;
}

/**
 * Mounts the shared Redis session store (and the CSRF Origin check) on every route of a service
 * and provides SessionGuard / RolesGuard. Needs RedisModule.forRoot() and DbModule.forRoot():
 * the guards confirm each session's user against the users table.
 */
@Global()
@Module({})
export class SessionModule implements NestModule {
  constructor(@Inject(SESSION_MIDDLEWARE) private readonly middleware: RequestHandler[]) {}

  static forRoot(config: SessionConfig, options: SessionModuleOptions = {}): DynamicModule {
    return {
      module: SessionModule,
      providers: [
        { provide: SESSION_CONFIG, useValue: config },
        {
          provide: SESSION_MIDDLEWARE,
          inject: [REDIS],
          useFactory: (redis: IORedis): RequestHandler[] => [
            createOriginCheck(publicOrigins(config)),
            ...createSessionMiddleware(config, redis, { writable: options.writable ?? false }),
          ],
        },
        { provide: SESSION_USER_LOOKUP, useClass: SqlSessionUserLookup },
        SessionGuard,
        RolesGuard,
      ],
      exports: [SESSION_CONFIG, SESSION_USER_LOOKUP, SessionGuard, RolesGuard],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(...this.middleware).forRoutes('{*path}');
  }
}
