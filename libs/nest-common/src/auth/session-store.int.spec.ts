import express from 'express';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { SessionData } from 'express-session';
import { loadConfig } from '../config/load-config';
import { SessionConfig } from './session-config';
import { createSessionMiddleware } from './session-middleware';
import { createSessionStore } from './session-store';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the Redis session store behind every service', () => {
  const prefix = `test_${process.pid}_${randomBytes(4).toString('hex')}:sess:`;
  const redis = new IORedis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const session = (user: string) =>
    ({
      cookie: { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000) },
      user: { id: 1, username: user, role: 'user' },
    }) as unknown as SessionData;

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  // connect-redis 9 returns promises as well as taking callbacks.
  it('stores, expires, touches and destroys sessions under its prefix through the ioredis adapter', async () => {
    const store = createSessionStore(redis, { prefix, writable: true });
    await store.set('one', session('ruth'));
    expect(await redis.ttl(`${prefix}one`)).toBeGreaterThan(55);
    expect(await store.get('one')).toMatchObject({ user: { username: 'ruth' } });
    await redis.expire(`${prefix}one`, 5);
    await store.touch('one', session('ruth'));
    expect(await redis.ttl(`${prefix}one`)).toBeGreaterThan(55);
    expect(await store.ids()).toEqual(['one']);
    await store.destroy('one');
    expect(await redis.exists(`${prefix}one`)).toBe(0);
  });

  it('mounted read-only, reads and keeps sessions alive but never writes or deletes one', async () => {
    const writable = createSessionStore(redis, { prefix, writable: true });
    const readOnly = createSessionStore(redis, { prefix, writable: false });
    await writable.set('two', session('boaz'));
    await readOnly.set('two', session('mallory'));
    await readOnly.set('three', session('mallory'));
    await readOnly.destroy('two');
    expect(await readOnly.get('two')).toMatchObject({ user: { username: 'boaz' } });
    expect(await redis.exists(`${prefix}three`)).toBe(0);
  });

  it('sends an HttpOnly, SameSite=Lax cookie, Secure when COOKIE_SECURE=true though this hop is plain HTTP', async () => {
    const config = loadConfig(
      SessionConfig,
      {},
      { SESSION_SECRET: randomBytes(32).toString('hex'), SESSION_KEY_PREFIX: prefix, COOKIE_SECURE: 'true' },
    );
    const app = express();
    app.use(...createSessionMiddleware(config, redis, { writable: true }));
    app.post('/in', (req, res) => {
      req.session.user = { id: 7, username: 'ruth', role: 'user' };
      res.json({ ok: true });
    });
    const res = await request(app).post('/in').expect(200);
    expect(res.headers['set-cookie']?.[0]).toMatch(
      /^sd\.sid=s%3A[^;]+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('will not start without a session secret of at least 32 characters', () => {
    expect(() => loadConfig(SessionConfig, {})).toThrow(/SESSION_SECRET must be set/);
    expect(() => loadConfig(SessionConfig, { SESSION_SECRET: 'too-short' })).toThrow(/SESSION_SECRET/);
  });
});
