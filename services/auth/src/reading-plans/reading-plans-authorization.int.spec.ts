import request from 'supertest';
import { SITE_ORIGIN, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';
import { registerReader } from '../testing/registered-reader';

const TODAY = new Date().toISOString().slice(0, 10);

/** Every /api/me/plans route, with the body a write takes. */
const routes = (id: number): [string, string, object?][] => [
  ['GET', '/api/me/plans'],
  ['POST', '/api/me/plans', { plan: 'nt-90', startDate: TODAY }],
  ['GET', `/api/me/plans/${id}`],
  ['PATCH', `/api/me/plans/${id}`, { catchUp: 'shift' }],
  ['DELETE', `/api/me/plans/${id}`],
  ['GET', `/api/me/plans/${id}/today`],
  ['GET', `/api/me/plans/${id}/days/1`],
  ['PUT', `/api/me/plans/${id}/days/2`],
  ['DELETE', `/api/me/plans/${id}/days/1`],
];

describe('/api/me/plans: every route answers only its owner', () => {
  let t: AuthTestApp;
  let alice: string;
  let bob: string;
  let planId: number;
  const http = () => request(t.app.getHttpServer());
  const send = (method: string, path: string) =>
    http()
      [method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path)
      .set('Origin', SITE_ORIGIN);
  const as = (cookie: string, method: string, path: string) => send(method, path).set('Cookie', cookie);
  const register = async (username: string) => (await registerReader(t, username)).cookie;
  const alicePlan = async () => (await as(alice, 'GET', `/api/me/plans/${planId}`).expect(200)).body;

  beforeAll(async () => {
    t = await startAuthTestApp();
    alice = await register('alice');
    bob = await register('bob');
    const started = await as(alice, 'POST', '/api/me/plans')
      .send({ plan: 'nt-90', startDate: TODAY })
      .expect(201);
    planId = started.body.id;
    await as(alice, 'PUT', `/api/me/plans/${planId}/days/1`).expect(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous requests on every plan route', async () => {
    for (const [method, path, body] of routes(planId))
      await send(method, path)
        .send(body ?? {})
        .expect(401, { statusCode: 401, message: 'Authentication required' });
  });

  it("answers 404 and none of the data when bob reads, changes or stops alice's plan", async () => {
    const before = await alicePlan();
    const list = await as(bob, 'GET', '/api/me/plans').expect(200);
    expect(list.body.plans).toEqual([]);
    for (const [method, path, body] of routes(planId).filter(([, path]) => path.includes(`/${planId}`))) {
      const res = await as(bob, method, path)
        .send(body ?? {})
        .expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'No such reading plan' });
    }
    const exported = await as(bob, 'GET', '/api/me/export').expect(200);
    expect(exported.body.plans).toEqual([]);
    expect(await alicePlan()).toEqual(before);
    expect(before.days[0]).toMatchObject({ day: 1, done: true });
    expect(before.catchUp).toBeNull();
  });

  it("bob's start is a plan of his own, never alice's", async () => {
    const res = await as(bob, 'POST', '/api/me/plans').send({ plan: 'nt-90', startDate: TODAY }).expect(201);
    expect(res.body.id).not.toBe(planId);
    expect(res.body.progress.daysDone).toBe(0);
    expect((await alicePlan()).progress.daysDone).toBe(1);
  });

  it('gives alice her plan on every route, then stops it', async () => {
    const list = await as(alice, 'GET', '/api/me/plans').expect(200);
    expect(list.body.plans).toEqual([
      expect.objectContaining({ id: planId, plan: 'nt-90', startDate: TODAY, catchUp: null }),
    ]);
    const today = await as(alice, 'GET', `/api/me/plans/${planId}/today`).expect(200);
    expect(today.body.days.map((d: { day: number; done: boolean }) => [d.day, d.done])).toEqual([[1, true]]);
    const day = await as(alice, 'GET', `/api/me/plans/${planId}/days/1`).expect(200);
    expect(day.body.readings[0].label).toBe('Matthew 1–4');
    const marked = await as(alice, 'PUT', `/api/me/plans/${planId}/days/2`).expect(200);
    expect(marked.body.progress.daysDone).toBe(2);
    const unmarked = await as(alice, 'DELETE', `/api/me/plans/${planId}/days/1`).expect(200);
    expect(unmarked.body.progress.daysDone).toBe(1);
    const changed = await as(alice, 'PATCH', `/api/me/plans/${planId}`)
      .send({ catchUp: 'double' })
      .expect(200);
    expect(changed.body.catchUp).toBe('double');
    await as(alice, 'DELETE', `/api/me/plans/${planId}`).expect(204);
    await as(alice, 'DELETE', `/api/me/plans/${planId}`).expect(404);
    await as(alice, 'GET', `/api/me/plans/${planId}/today`).expect(404);
  });

  it('refuses a plan write from another site even with the session', async () => {
    await http()
      .put(`/api/me/plans/${planId}/days/3`)
      .set('Cookie', alice)
      .set('Origin', 'https://evil.example')
      .expect(403, { statusCode: 403, message: 'Cross-site request refused' });
  });
});
