import request from 'supertest';
import { SITE_ORIGIN, startImporterTestApp, type ImporterTestApp } from './testing/importer-test-app';

/** Every route of the importer, with a request an administrator may make. */
const ROUTES: { method: 'get' | 'post' | 'patch' | 'delete'; path: string; mounted?: string; ok: number }[] =
  [
    { method: 'post', path: '/api/admin/upload-bible', ok: 400 },
    { method: 'get', path: '/api/admin/import-status', ok: 200 },
    { method: 'post', path: '/api/admin/import-bible', ok: 400 },
    { method: 'get', path: '/api/sql-files', ok: 200 },
    { method: 'post', path: '/api/import-sql', ok: 400 },
    { method: 'post', path: '/api/converter/convert-text-to-sql', ok: 400 },
    { method: 'get', path: '/api/converter/converted-files', ok: 200 },
    {
      method: 'get',
      path: '/api/converter/download-sql/none.sql',
      mounted: '/api/converter/download-sql/:outputFile',
      ok: 404,
    },
    { method: 'get', path: '/api/admin/versions', ok: 200 },
    { method: 'patch', path: '/api/admin/versions/nosuch', mounted: '/api/admin/versions/:code', ok: 404 },
    {
      method: 'delete',
      path: '/api/admin/versions/nosuch?expectedGeneration=1',
      mounted: '/api/admin/versions/:code',
      ok: 404,
    },
    // Without the generation the admin saw: refused before the version is looked up.
    {
      method: 'post',
      path: '/api/admin/versions/nosuch/rollback',
      mounted: '/api/admin/versions/:code/rollback',
      ok: 400,
    },
    // An admin's empty body is refused by validation; an unknown code is 404.
    {
      method: 'post',
      path: '/api/admin/versions/nosuch/publish',
      mounted: '/api/admin/versions/:code/publish',
      ok: 400,
    },
    {
      method: 'post',
      path: '/api/admin/versions/nosuch/unpublish',
      mounted: '/api/admin/versions/:code/unpublish',
      ok: 404,
    },
    { method: 'get', path: '/api/admin/reference-works', ok: 200 },
    // Each change of a work names the generation the admin saw: an empty body is refused by validation.
    ...(['rollback', 'publish', 'unpublish'] as const).map((action) => ({
      method: 'post' as const,
      path: `/api/admin/reference-works/nosuch/${action}`,
      mounted: `/api/admin/reference-works/:code/${action}`,
      ok: 400,
    })),
    { method: 'get', path: '/api/admin/sql-tables', ok: 200 },
    {
      method: 'delete',
      path: '/api/admin/sql-tables/nosuch',
      mounted: '/api/admin/sql-tables/:name',
      ok: 404,
    },
    { method: 'get', path: '/api/admin/uploaded-files', ok: 200 },
    {
      method: 'delete',
      path: '/api/admin/uploaded-files/nosuch.txt',
      mounted: '/api/admin/uploaded-files/:name',
      ok: 404,
    },
  ];

/** The routes Express has mounted, as "METHOD /path" (path parameters as :name). */
function mountedRoutes(t: ImporterTestApp): string[] {
  const router = t.app.getHttpAdapter().getInstance() as {
    router?: { stack: unknown[] };
    _router?: { stack: unknown[] };
  };
  const stack = (router.router ?? router._router)?.stack ?? [];
  return stack
    .map((layer) => (layer as { route?: { path: string; methods: Record<string, boolean> } }).route)
    .filter((route): route is { path: string; methods: Record<string, boolean> } => Boolean(route))
    .flatMap((route) => Object.keys(route.methods).map((m) => `${m.toUpperCase()} ${route.path}`))
    .filter((route) => route.includes(' /api/'));
}

describe('importer routes require the admin role', () => {
  let t: ImporterTestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    t = await startImporterTestApp();
    admin = await t.sessionCookie('admin');
    user = await t.sessionCookie('user');
  });
  afterAll(async () => t?.close());

  const call = (route: (typeof ROUTES)[number], cookie?: string) => {
    let req = request(t.app.getHttpServer())[route.method](route.path).set('Origin', SITE_ORIGIN);
    if (cookie) req = req.set('Cookie', cookie);
    return route.method === 'post' || route.method === 'patch' ? req.send({}) : req;
  };

  it('lists every mounted route here', () => {
    const expected = ROUTES.map((r) => `${r.method.toUpperCase()} ${r.mounted ?? r.path}`).sort();
    expect(mountedRoutes(t).sort()).toEqual(expected);
  });

  it.each(ROUTES)('$method $path: 401 without a session', async (route) => {
    await call(route).expect(401, { statusCode: 401, message: 'Authentication required' });
  });

  it.each(ROUTES)('$method $path: 403 for a user', async (route) => {
    await call(route, user).expect(403, { statusCode: 403, message: 'Admin role required' });
  });

  it.each(ROUTES)('$method $path: served to an admin', async (route) => {
    await call(route, admin).expect(route.ok);
  });

  it('refuses a state-changing call from another origin even with an admin session', async () => {
    await request(t.app.getHttpServer())
      .post('/api/import-sql')
      .set('Cookie', admin)
      .set('Origin', 'https://evil.example')
      .send({})
      .expect(403);
  });
});
