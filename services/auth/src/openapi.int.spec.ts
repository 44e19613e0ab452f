import { exposeOpenApi } from '@strongs/nest-common';
import { startAuthTestApp, type AuthTestApp } from './testing/auth-test-app';

describe('the OpenAPI document of the auth service', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('describes the account endpoints on their /api paths', () => {
    const document = exposeOpenApi(t.app, 'auth');
    expect(
      Object.keys(document.paths)
        .filter((p) => p.startsWith('/api/'))
        .sort(),
    ).toEqual([
      '/api/admin/users',
      '/api/admin/users/{id}/disable',
      '/api/admin/users/{id}/enable',
      '/api/admin/users/{id}/unlock',
      '/api/login',
      '/api/logout',
      '/api/me',
      '/api/me/export',
      '/api/me/import',
      '/api/me/plans',
      '/api/me/plans/{id}',
      '/api/me/plans/{id}/days/{day}',
      '/api/me/plans/{id}/today',
      '/api/me/{kind}',
      '/api/me/{kind}/{id}',
      '/api/refresh-session',
      '/api/register',
      '/api/session',
      '/api/user',
      '/api/user/email',
      '/api/user/email/verification',
      '/api/user/password',
      '/api/verify-email',
    ]);
    expect(document.paths['/api/login'].post?.responses).toHaveProperty('429');
    expect(document.paths['/api/user'].get?.responses).toHaveProperty('401');
  });
});
