import { STUDY_LIMITS } from '@strongs/contracts';
import request from 'supertest';
import { cookieOf, SITE_ORIGIN, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

const PASSWORD = 'whither thou goest I will go';
const TABLES = ['study_highlights', 'study_notes', 'study_bookmarks'];

describe('/api/me: limits, export and import, deleting the account', () => {
  let t: AuthTestApp;
  const http = () => request(t.app.getHttpServer());
  const as = (cookie: string, req: request.Test) => req.set('Cookie', cookie).set('Origin', SITE_ORIGIN);
  const register = async (username: string) => {
    const res = await http().post('/api/register').send({ username, password: PASSWORD }).expect(201);
    return { id: res.body.id as number, cookie: cookieOf(res.headers['set-cookie']) };
  };
  const rowsOf = async (userId: number) =>
    Promise.all(
      TABLES.map(
        async (table) =>
          (
            await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId])
          )[0].n,
      ),
    );

  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names what is wrong with a passage or a field', async () => {
    const { cookie } = await register('naomi');
    const refused = async (kind: string, body: object, message: string | RegExp) => {
      const res = await as(cookie, http().post(`/api/me/${kind}`))
        .send(body)
        .expect(400);
      expect(res.body.message).toMatch(message);
    };
    await refused(
      'highlights',
      { book: 43, chapter: 3, verse: 37, colour: 'yellow' },
      'John 3:37 is not a verse of the KJV',
    );
    await refused(
      'highlights',
      { book: 67, chapter: 1, verse: 1, colour: 'yellow' },
      'book must be a number from 1 to 66',
    );
    await refused(
      'highlights',
      { book: 43, chapter: 3, verse: 16, endVerse: 15, colour: 'blue' },
      'endVerse must not come before verse',
    );
    await refused(
      'highlights',
      { book: 43, chapter: 3, verse: 16, colour: 'red' },
      /^colour must be one of yellow, green/,
    );
    await refused('notes', { book: 43, chapter: 3, verse: 16 }, 'A note needs a body');
    await refused(
      'notes',
      { book: 43, chapter: 3, verse: 16, body: 'é'.repeat(10_241) },
      'A note is at most 20 KB (20480 bytes); this one is 20482 bytes',
    );
    await refused(
      'bookmarks',
      { book: 43, chapter: 3, verse: 16, label: 'x'.repeat(201) },
      "A bookmark's label is at most 200 characters",
    );
    await refused(
      'bookmarks',
      { book: 43, chapter: 3, verse: 16, label: 'x', secret: 1 },
      'property secret should not exist',
    );
    await as(cookie, http().post('/api/me/notes'))
      .send({ book: 43, chapter: 3, verse: 16, body: 'é'.repeat(10_240) })
      .expect(201);
  });

  it('keeps a user within the count limit, and a repeat of an item is not a new one', async () => {
    const { id, cookie } = await register('orpah');
    await t.sql(
      `INSERT INTO study_bookmarks (user_id, book, chapter, verse, end_verse, start_ord, end_ord, label)
       SELECT $1, 1, 1, 1, 1, 1001001, 1001001, 'mark ' || n FROM generate_series(2, $2) AS n`,
      [id, STUDY_LIMITS.bookmarks],
    );
    const last = { book: 19, chapter: 23, verse: 1, label: 'The shepherd' };
    const first = await as(cookie, http().post('/api/me/bookmarks')).send(last).expect(201);
    const again = await as(cookie, http().post('/api/me/bookmarks')).send(last).expect(201);
    expect(again.body.id).toBe(first.body.id);
    const over = await as(cookie, http().post('/api/me/bookmarks'))
      .send({ ...last, label: 'one more' })
      .expect(400);
    expect(over.body.message).toBe(
      `You can keep at most ${STUDY_LIMITS.bookmarks} bookmarks (this would make ${STUDY_LIMITS.bookmarks + 1}): delete some to add more`,
    );
    expect((await rowsOf(id))[2]).toBe(STUDY_LIMITS.bookmarks);
  });

  it('reproduces every item in a fresh account, and a second import adds nothing', async () => {
    const source = await register('eunice');
    const items = {
      highlights: [
        { book: 43, chapter: 3, verse: 16, colour: 'yellow' },
        { book: 1, chapter: 1, verse: 1, endVerse: 3, colour: 'purple' },
      ],
      notes: [
        { book: 43, chapter: 3, verse: 16, body: '# Love\n\n*world* means all' },
        { book: 43, chapter: 3, verse: 16, endVerse: 18, body: 'Second note on the same verse' },
      ],
      bookmarks: [
        { book: 19, chapter: 23, verse: 1, label: 'Shepherd', folder: 'Psalms' },
        { book: 66, chapter: 22, verse: 21, label: 'The last verse' },
      ],
    };
    for (const [kind, list] of Object.entries(items))
      for (const item of list)
        await as(source.cookie, http().post(`/api/me/${kind}`))
          .send(item)
          .expect(201);
    const exported = (await as(source.cookie, http().get('/api/me/export')).expect(200)).body;
    expect(exported.format).toBe('strongs-study/1');

    const fresh = await register('lois');
    const first = await as(fresh.cookie, http().post('/api/me/import')).send(exported).expect(200);
    expect(first.body).toEqual({
      added: { highlights: 2, notes: 2, bookmarks: 2, plans: 0 },
      existing: { highlights: 0, notes: 0, bookmarks: 0, plans: 0 },
    });
    const second = await as(fresh.cookie, http().post('/api/me/import')).send(exported).expect(200);
    expect(second.body.added).toEqual({ highlights: 0, notes: 0, bookmarks: 0, plans: 0 });
    const copied = (await as(fresh.cookie, http().get('/api/me/export')).expect(200)).body;
    for (const kind of ['highlights', 'notes', 'bookmarks'] as const)
      expect(copied[kind]).toEqual(exported[kind]);
    expect(copied.highlights).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ book: 1, chapter: 1, verse: 1, endVerse: 3, colour: 'purple' }),
      ]),
    );
    expect(copied.bookmarks).toContainEqual({
      book: 66,
      chapter: 22,
      verse: 21,
      endVerse: 21,
      label: 'The last verse',
      folder: null,
    });
    expect(await rowsOf(fresh.id)).toEqual([2, 2, 2]);
  });

  it('refuses an import with a bad item, names its place and adds nothing', async () => {
    const { id, cookie } = await register('tabitha');
    const res = await as(cookie, http().post('/api/me/import'))
      .send({
        format: 'strongs-study/1',
        highlights: [{ book: 43, chapter: 3, verse: 16, colour: 'green' }],
        notes: [
          { book: 43, chapter: 3, verse: 16, body: 'fine' },
          { book: 43, chapter: 99, verse: 1, body: 'no' },
        ],
        bookmarks: [],
      })
      .expect(400);
    expect(res.body.message).toBe('notes[1]: John 99:1 is not a verse of the KJV');
    expect(await rowsOf(id)).toEqual([0, 0, 0]);
    await as(cookie, http().post('/api/me/import')).send({ highlights: [] }).expect(400);
  });

  it('deletes the account with its password and leaves no row of it in any table', async () => {
    const { id, cookie } = await register('dorcas');
    await as(cookie, http().post('/api/me/highlights'))
      .send({ book: 8, chapter: 1, verse: 16, colour: 'pink' })
      .expect(201);
    await as(cookie, http().post('/api/me/notes'))
      .send({ book: 8, chapter: 1, verse: 16, body: 'whither' })
      .expect(201);
    await as(cookie, http().post('/api/me/bookmarks'))
      .send({ book: 8, chapter: 1, verse: 16, label: 'Ruth' })
      .expect(201);
    expect(await rowsOf(id)).toEqual([1, 1, 1]);
    await as(cookie, http().delete('/api/me')).send({ password: 'not the password at all' }).expect(400);
    expect(await rowsOf(id)).toEqual([1, 1, 1]);
    await as(cookie, http().delete('/api/me'))
      .send({ password: PASSWORD })
      .expect(200, { message: 'Account deleted' });
    expect(await rowsOf(id)).toEqual([0, 0, 0]);
    expect(await t.sql(`SELECT id FROM users WHERE id = $1`, [id])).toEqual([]);
    await as(cookie, http().get('/api/me/highlights')).expect(401);
  });
});
