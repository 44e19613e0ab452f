import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { cookieOf, SITE_ORIGIN, type AuthTestApp } from './auth-test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RegisteredReader {
  id: number;
  cookie: string;
  /** Made up for this account: what a test confirms with (deleting the account). */
  password: string;
  /** A request signed in as this reader, from the site's own origin (as the web sends it). */
  as(method: Method, path: string): request.Test;
}

/** Registers an account through the API, signed in as the browser would be afterwards. */
export async function registerReader(t: AuthTestApp, username: string): Promise<RegisteredReader> {
  const password = randomBytes(12).toString('base64url');
  const http = () => request(t.app.getHttpServer());
  const res = await http().post('/api/register').send({ username, password }).expect(201);
  const cookie = cookieOf(res.headers['set-cookie']);
  return {
    id: res.body.id as number,
    cookie,
    password,
    as: (method, path) => http()[method](path).set('Cookie', cookie).set('Origin', SITE_ORIGIN),
  };
}
