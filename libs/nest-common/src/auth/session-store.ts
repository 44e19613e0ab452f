import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import type IORedis from 'ioredis';
import { IoRedisSessionClient } from './ioredis-session-client';

type Callback = (err?: unknown, data?: unknown) => unknown;

/**
 * Services other than auth read sessions and keep them alive (touch), but never create, change or
 * destroy one: only the auth service decides who is signed in.
 */
class ReadOnlyRedisStore extends RedisStore {
  override async set(_sid: string, _session: SessionData, cb?: Callback): Promise<void> {
    cb?.();
  }

  override async destroy(_sid: string, cb?: Callback): Promise<void> {
    cb?.();
  }
}

export interface SessionStoreOptions {
  prefix: string;
  writable: boolean;
}

export function createSessionStore(redis: IORedis, options: SessionStoreOptions): RedisStore {
  const Store = options.writable ? RedisStore : ReadOnlyRedisStore;
  return new Store({ client: new IoRedisSessionClient(redis), prefix: options.prefix });
}
