import { STUDY_VERSES_MAX } from '@strongs/contracts';
import request from 'supertest';
import { cookieOf, SITE_ORIGIN, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

const PASSWORD = 'the words of the preacher';

describe('/api/me/{kind}?verses=: the items on the verses of a page of results', () => {
  let t: AuthTestApp;
  let ruth: string;
  let boaz: string;
  const http = () => request(t.app.getHttpServer());
  const as = (cookie: string, req: request.Test) => req.set('Cookie', cookie).set('Origin', SITE_ORIGIN);
  const register = async (username: string) =>
    cookieOf(
      (await http().post('/api/register').send({ username, password: PASSWORD }).expect(201)).headers[
        'set-cookie'
      ],
    );

  beforeAll(async () => {
    t = await startAuthTestApp();
    ruth = await register('ruth');
    boaz = await register('boaz');
    const add = (cookie: string, kind: string, item: object) =>
      as(cookie, http().post(`/api/me/${kind}`))
        .send(item)
        .expect(201);
    await add(ruth, 'highlights', { book: 43, chapter: 3, verse: 16, colour: 'yellow' });
    await add(ruth, 'highlights', { book: 1, chapter: 1, verse: 1, endVerse: 3, colour: 'green' });
    await add(ruth, 'highlights', { book: 19, chapter: 23, verse: 1, colour: 'blue' });
    await add(ruth, 'notes', {
      book: 1,
      chapter: 1,
      verse: 2,
      endVerse: 5,
      body: 'the Spirit on the waters',
    });
    await add(boaz, 'highlights', { book: 43, chapter: 3, verse: 17, colour: 'pink' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (cookie: string, kind: string, verses: string) =>
    as(cookie, http().get(`/api/me/${kind}`).query({ verses }));

  it('answers the items covering any of the verses, across books, and only the reader’s own', async () => {
    const page = (await list(ruth, 'highlights', '43.3.16,43.3.17,1.1.2,40.5.3').expect(200)).body;
    expect(page.items).toEqual([
      expect.objectContaining({ book: 1, chapter: 1, verse: 1, endVerse: 3, colour: 'green' }),
      expect.objectContaining({ book: 43, chapter: 3, verse: 16, endVerse: 16, colour: 'yellow' }),
    ]);
    expect(page.total).toBe(2);
    // John 3:17 is highlighted by boaz only.
    expect((await list(boaz, 'highlights', '43.3.16,43.3.17').expect(200)).body.items).toEqual([
      expect.objectContaining({ verse: 17, colour: 'pink' }),
    ]);
    const notes = (await list(ruth, 'notes', '1.1.4').expect(200)).body.items;
    expect(notes).toEqual([
      expect.objectContaining({ verse: 2, endVerse: 5, body: 'the Spirit on the waters' }),
    ]);
    expect((await list(ruth, 'notes', '1.1.1,1.1.6').expect(200)).body.items).toEqual([]);
  });

  it(`refuses a list that is not book.chapter.verse, longer than ${STUDY_VERSES_MAX}, or names no KJV verse`, async () => {
    const shape = (await list(ruth, 'highlights', 'John 3:16').expect(400)).body.message;
    expect(shape).toMatch(/^verses is a list of at most 200 book\.chapter\.verse/);
    const many = Array.from({ length: STUDY_VERSES_MAX + 1 }, (_, i) => `19.119.${(i % 176) + 1}`).join(',');
    await list(ruth, 'highlights', many).expect(400);
    const atMost = Array.from({ length: STUDY_VERSES_MAX }, (_, i) => `19.119.${(i % 176) + 1}`).join(',');
    await list(ruth, 'highlights', atMost).expect(200);
    expect((await list(ruth, 'highlights', '43.3.16,43.3.99').expect(400)).body).toEqual({
      statusCode: 400,
      message: '43.3.99 is not a verse of the KJV (book.chapter.verse)',
    });
    await list(ruth, 'highlights', '67.1.1').expect(400);
  });

  it('is for a signed-in reader only', async () => {
    await http().get('/api/me/highlights').query({ verses: '43.3.16' }).expect(401);
  });
});
