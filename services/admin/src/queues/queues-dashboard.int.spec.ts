import request from 'supertest';
import { startAdminTestApp, type AdminTestApp } from '../testing/admin-test-app';

describe('Bull Board at /admin/queues', () => {
  let t: AdminTestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startAdminTestApp();
  });
  afterAll(async () => t?.close());

  it('is refused without a session and to users without the admin role', async () => {
    await http().get('/admin/queues').expect(401);
    await http().get('/admin/queues/api/queues').expect(401);
    const reader = await t.signIn('ruth', 'user');
    await http().get('/admin/queues').set('Cookie', reader).expect(403);
    await http().get('/admin/queues/api/queues').set('Cookie', reader).expect(403);
  });

  it('shows every queue to an admin', async () => {
    const admin = await t.signIn('keeper', 'admin');
    const page = await http().get('/admin/queues').set('Cookie', admin).expect(200);
    expect(page.text).toContain('<div id="root">');
    const api = await http().get('/admin/queues/api/queues').set('Cookie', admin).expect(200);
    const names = (api.body.queues as { name: string }[]).map((q) => q.name).sort();
    expect(names).toEqual(['bot', 'imports', 'index', 'mail']);
  });
});
