import request from 'supertest';
import {
  TOPIC_REFERENCES_PER_PAGE,
  type SearchResponse,
  type TopicListResponse,
  type TopicResponse,
  type VerseTopicsResponse,
} from '@strongs/contracts';
import { startTestApp, type TestApp } from '../test-app';

describe('GET /api/topics on the seeded corpus', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the A–Z list', () => {
    it('pages through the topics of a letter in name order, with the letters that have topics', async () => {
      const body = (await get('/api/topics?letter=l&perPage=20').expect(200)).body as TopicListResponse;
      expect(body.letter).toBe('L');
      expect(body.topics).toHaveLength(20);
      expect(body.topics.every((x) => x.name.startsWith('L'))).toBe(true);
      const names = body.topics.map((x) => x.name);
      expect(names).toEqual([...names].sort());
      expect(body.letters).toContain('A');
      expect(body.letters).toContain('Z');
      expect(body.work).toMatchObject({
        code: 'nave',
        name: "Nave's Topical Bible",
        licence: 'Public Domain',
      });
      const second = (await get('/api/topics?letter=L&perPage=20&page=2').expect(200))
        .body as TopicListResponse;
      expect(second.currentPage).toBe(2);
      expect(second.topics[0].name > names[19]).toBe(true);
      expect(second.total).toBe(body.total);
      expect(body.totalPages).toBe(Math.ceil(body.total / 20));
    });

    it('finds topics by words of the name, the exact name first', async () => {
      const body = (await get('/api/topics?q=love').expect(200)).body as TopicListResponse;
      expect(body.topics[0]).toMatchObject({ slug: 'love', name: 'LOVE' });
      expect(body.topics.map((x) => x.name)).toEqual(expect.arrayContaining(['LOVEFEASTS', 'LOVERS']));
      expect(body.topics.every((x) => x.name.toLowerCase().includes('love'))).toBe(true);
    });

    it('answers the last page for a page past the end', async () => {
      const body = (await get('/api/topics?letter=Z&page=999').expect(200)).body as TopicListResponse;
      expect(body.currentPage).toBe(body.totalPages);
      expect(body.topics.length).toBeGreaterThan(0);
    });

    it.each([
      ['/api/topics?letter=LL', 'letter must be one letter from A to Z'],
      ['/api/topics?letter=1', 'letter must be one letter from A to Z'],
      ['/api/topics?page=0', 'page must be a whole number from 1'],
      [`/api/topics?q=${'a'.repeat(101)}`, 'q is too long (at most 100 characters)'],
    ])('refuses %s with a 400 saying why', async (path, message) => {
      const res = await get(path).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(message);
    });
  });

  describe('a topic', () => {
    it('serves LOVE: its sub-topics in order, Deuteronomy 6:5 under OF MAN FOR GOD with its KJV text', async () => {
      const body = (await get('/api/topics/love?version=kjv').expect(200)).body as TopicResponse;
      expect(body).toMatchObject({ slug: 'love', name: 'LOVE', version: 'kjv', currentPage: 1 });
      expect(body.subTopics.slice(0, 3).map((s) => [s.level, s.label])).toEqual([
        [0, 'OF CHILDREN FOR PARENTS'],
        [1, 'See CHILDREN'],
        [0, 'OF GOD, LOVE OF'],
      ]);
      expect(body.subTopics[1].links).toEqual([{ label: 'CHILDREN', target: 'CHILDREN', slug: 'children' }]);
      const ofMan = body.subTopics.find((s) => s.label === 'OF MAN FOR GOD')!;
      const deut = ofMan.references.find((r) => r.reference === 'Deuteronomy 6:5')!;
      expect(deut.verses).toEqual([
        {
          book: 5,
          chapter: 6,
          verse: 5,
          reference: 'Deuteronomy 6:5',
          text: 'And thou shalt love the LORD thy God with all thine heart, and with all thy soul, and with all thy might.',
        },
      ]);
      // The source's "Jude 1</ref>:21", the last reference of the sub-topic (on the second page), is Jude 1:21.
      const next = (await get('/api/topics/love?page=2').expect(200)).body as TopicResponse;
      const runOn = next.subTopics.find((s) => s.label === 'OF MAN FOR GOD' && s.continued)!;
      expect(runOn.references.map((r) => r.reference)).toContain('Jude 1:21');
    });

    it('gives the verse texts in the version asked for', async () => {
      const body = (await get('/api/topics/love?version=web').expect(200)).body as TopicResponse;
      const ofMan = body.subTopics.find((s) => s.label === 'OF MAN FOR GOD')!;
      const deut = ofMan.references.find((r) => r.reference === 'Deuteronomy 6:5')!;
      expect(body.version).toBe('web');
      expect(deut.verses[0].text).toMatch(/^You shall love Yahweh your God with all your heart/);
    });

    it(`pages a long topic ${TOPIC_REFERENCES_PER_PAGE} references at a time, a sub-topic running on marked continued`, async () => {
      const first = (await get('/api/topics/love').expect(200)).body as TopicResponse;
      expect(first.totalPages).toBeGreaterThan(2);
      const count = (page: TopicResponse) => page.subTopics.reduce((n, s) => n + s.references.length, 0);
      expect(count(first)).toBeLessThanOrEqual(TOPIC_REFERENCES_PER_PAGE);
      let total = 0;
      for (let page = 1; page <= first.totalPages; page++) {
        const body = (await get(`/api/topics/love?page=${page}`).expect(200)).body as TopicResponse;
        expect(body.currentPage).toBe(page);
        total += count(body);
        if (page > 1 && body.subTopics[0].continued)
          expect(body.subTopics[0].references.length).toBeGreaterThan(0);
      }
      expect(total).toBe(first.referenceCount);
      const second = (await get('/api/topics/love?page=2').expect(200)).body as TopicResponse;
      expect(second.subTopics.some((s) => s.continued)).toBe(true);
    });

    it('gives a whole chapter the text of its first verses and counts the rest', async () => {
      let rod: TopicResponse['subTopics'][number] | undefined;
      for (let page = 1; !rod; page++) {
        const body = (await get(`/api/topics/aaron?page=${page}`).expect(200)).body as TopicResponse;
        rod = body.subTopics.find((s) => s.label === 'Rod of, buds');
        if (page >= body.totalPages) break;
      }
      if (!rod) throw new Error('AARON has no sub-topic "Rod of, buds"');
      expect(rod.references[0]).toMatchObject({ reference: 'Numbers 17', wholeChapter: true, moreVerses: 8 });
      expect(rod.references[0].verses).toHaveLength(5);
    });

    it('tells an unknown topic with a 404, and an unknown version with a 400', async () => {
      expect((await get('/api/topics/no-such-topic').expect(404)).body.message).toBe(
        'Topic not found: no-such-topic',
      );
      expect((await get('/api/topics/love?version=xyz').expect(400)).body.message).toBe(
        'Unknown version: xyz',
      );
    });
  });

  describe('topics beside a verse', () => {
    it('lists the topics citing John 3:16, alone or within a range', async () => {
      const body = (await get('/api/topics/by-verse/43/3/16').expect(200)).body as VerseTopicsResponse;
      expect(body.reference).toBe('John 3:16');
      const names = body.topics.map((x) => x.name);
      expect(names).toEqual(
        expect.arrayContaining(['GOD', 'FAITH', 'SALVATION', 'JESUS, THE CHRIST', 'LIFE']),
      );
      expect(body.total).toBe(body.topics.length);
      expect(body.topics.find((x) => x.name === 'FAITH')!.subTopics.length).toBeGreaterThan(0);
    });

    it('lists LOVE, OF MAN FOR GOD, beside Deuteronomy 6:5 (book by name too)', async () => {
      const body = (await get('/api/topics/by-verse/Deuteronomy/6/5').expect(200))
        .body as VerseTopicsResponse;
      const love = body.topics.find((x) => x.slug === 'love');
      expect(love?.subTopics.map((s) => s.label)).toContain('OF MAN FOR GOD');
    });

    it('answers 404 for a verse the KJV does not have and 400 for a bad book or verse', async () => {
      expect((await get('/api/topics/by-verse/43/3/99').expect(404)).body.message).toBe(
        'Reference not found: John 3:99',
      );
      expect((await get('/api/topics/by-verse/Hezekiah/1/1').expect(400)).body.message).toBe(
        'Unknown book: Hezekiah',
      );
      expect((await get('/api/topics/by-verse/43/3/x').expect(400)).body.message).toBe(
        'Invalid verse: x (a whole number from 1)',
      );
    });
  });

  describe('the search box', () => {
    it("names the LOVE topic beside the results of 'love'", async () => {
      const body = (await get('/api/search-strongs?q=love').expect(200)).body as SearchResponse;
      expect(body.topicMatches?.[0]).toEqual({ slug: 'love', name: 'LOVE' });
    });

    it('names no topic for a phrase', async () => {
      const body = (await get('/api/search-strongs?q=%22love%20one%20another%22').expect(200))
        .body as SearchResponse;
      expect(body.topicMatches).toBeUndefined();
    });
  });
});
