import request from 'supertest';
import { cookieOf, SITE_ORIGIN, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

const PASSWORD = 'whither thou goest I will go';
const JOHN_3_16 = { book: 43, chapter: 3, verse: 16 };
const SAMPLES = {
  highlights: { create: { ...JOHN_3_16, colour: 'yellow' }, change: { colour: 'blue' } },
  notes: { create: { ...JOHN_3_16, endVerse: 17, body: 'For God so **loved**' }, change: { body: 'edited' } },
  bookmarks: {
    create: { ...JOHN_3_16, label: 'Gospel in a verse', folder: 'John' },
    change: { folder: null },
  },
} as const;
const KINDS = Object.keys(SAMPLES) as (keyof typeof SAMPLES)[];

describe('/api/me: every route answers only its owner', () => {
  let t: AuthTestApp;
  let alice: string;
  let bob: string;
  const ids: Record<string, number> = {};
  const http = () => request(t.app.getHttpServer());
  const as = (cookie: string, req: request.Test) => req.set('Cookie', cookie).set('Origin', SITE_ORIGIN);
  const register = async (username: string) =>
    cookieOf(
      (
        await http()
          .post('/api/register')
          .send({ username, password: PASSWORD })
          .expect((r) => expect(r.body).toMatchObject({ username }))
      ).headers['set-cookie'],
    );

  beforeAll(async () => {
    t = await startAuthTestApp();
    alice = await register('alice');
    bob = await register('bob');
    for (const kind of KINDS) {
      const res = await as(alice, http().post(`/api/me/${kind}`))
        .send(SAMPLES[kind].create)
        .expect(201);
      ids[kind] = res.body.id;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const routes = (kind: string, id: number) => [
    ['GET', `/api/me/${kind}`],
    ['POST', `/api/me/${kind}`],
    ['PATCH', `/api/me/${kind}/${id}`],
    ['DELETE', `/api/me/${kind}/${id}`],
  ];
  const send = (method: string, path: string) =>
    http()[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path).set('Origin', SITE_ORIGIN);

  it.each(KINDS)('answers 401 to anonymous requests on every %s route', async (kind) => {
    for (const [method, path] of routes(kind, ids[kind]))
      await send(method, path).send({}).expect(401, { statusCode: 401, message: 'Authentication required' });
  });

  it('answers 401 to anonymous export, import and account deletion', async () => {
    await send('GET', '/api/me/export').expect(401);
    await send('POST', '/api/me/import').send({}).expect(401);
    await send('DELETE', '/api/me').send({ password: PASSWORD }).expect(401);
  });

  it.each(KINDS)("answers 404 and no data when bob reads, changes or deletes alice's %s", async (kind) => {
    const id = ids[kind];
    const list = await as(bob, http().get(`/api/me/${kind}`)).expect(200);
    expect(list.body).toEqual({ items: [], total: 0, page: 1, pageSize: 100 });
    const changed = await as(bob, http().patch(`/api/me/${kind}/${id}`))
      .send(SAMPLES[kind].change)
      .expect(404);
    expect(changed.body).toEqual({ statusCode: 404, message: expect.stringMatching(/^No such /) });
    await as(bob, http().delete(`/api/me/${kind}/${id}`)).expect(404);
    const exported = await as(bob, http().get('/api/me/export')).expect(200);
    expect(exported.body[kind]).toEqual([]);
    // alice's item is untouched
    const own = await as(alice, http().get(`/api/me/${kind}`)).expect(200);
    expect(own.body.items).toEqual([expect.objectContaining({ id, ...SAMPLES[kind].create })]);
  });

  it.each(KINDS)('gives alice her %s back: by chapter, changed, then deleted', async (kind) => {
    const id = ids[kind];
    const chapter = await as(alice, http().get(`/api/me/${kind}?book=43&chapter=3`)).expect(200);
    expect(chapter.body.items.map((i: { id: number }) => i.id)).toEqual([id]);
    const other = await as(alice, http().get(`/api/me/${kind}?book=43&chapter=4`)).expect(200);
    expect(other.body.total).toBe(0);
    const changed = await as(alice, http().patch(`/api/me/${kind}/${id}`))
      .send(SAMPLES[kind].change)
      .expect(200);
    expect(changed.body).toMatchObject({ id, ...SAMPLES[kind].change });
    await as(alice, http().delete(`/api/me/${kind}/${id}`)).expect(204);
    await as(alice, http().delete(`/api/me/${kind}/${id}`)).expect(404);
  });

  it('refuses a write from another site even with the session', async () => {
    await http()
      .post('/api/me/highlights')
      .set('Cookie', alice)
      .set('Origin', 'https://evil.example')
      .send(SAMPLES.highlights.create)
      .expect(403, { statusCode: 403, message: 'Cross-site request refused' });
  });

  it('answers 404 for a kind that does not exist', async () => {
    await as(alice, http().get('/api/me/plans-of-others')).expect(404);
  });
});
