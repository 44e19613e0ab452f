import request from 'supertest';
import type {
  CommentariesByVerseResponse,
  CommentarySearchResponse,
  CommentarySection,
  CommentarySectionsResponse,
  CommentaryWorksResponse,
} from '@strongs/contracts';
import { COMMENTARY_PREVIEW_BLOCKS } from '@strongs/contracts';
import { startTestApp, type TestApp } from '../test-app';

const textOf = (section: CommentarySection) =>
  section.blocks.map((b) => b.runs.map((r) => r.text).join('')).join('\n');

describe('the /api/commentaries endpoints on the real corpus', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the three public-domain commentaries with their generation and entry count', async () => {
    const { works } = (await get('/api/commentaries').expect(200)).body as CommentaryWorksResponse;
    expect(works.map((w) => [w.code, w.licence, w.entryCount])).toEqual([
      ['mhcc', 'Public Domain', 4059],
      ['scofield', 'Public Domain', 3214],
      ['tdavid', 'Public Domain', 151],
    ]);
    for (const work of works) expect(work.generation).toBeGreaterThan(0);
    expect(works[0].name).toBe("Matthew Henry's Concise Commentary");
  });

  it("answers John 3:16 with MHCC's comment on John 3:1-21, which speaks of God's love in giving his Son", async () => {
    const body = (await get('/api/commentaries/mhcc/John/3/16').expect(200))
      .body as CommentarySectionsResponse;
    expect(body.reference).toBe('John 3:16');
    expect(body.sections).toHaveLength(1);
    const [section] = body.sections;
    expect(section).toMatchObject({ key: 'John 3:1', startVerse: 1, endVerse: 21, reference: 'John 3:1-21' });
    expect(textOf(section)).toContain("Here is God's love in giving his Son");
    expect(section.blocks.flatMap((b) => b.runs)).toContainEqual({
      text: 'Nu 21:6-9',
      link: { book: 4, chapter: 21, verse: 6, endChapter: 21, endVerse: 9 },
    });
  });

  it("answers John 3:16 with Scofield's note on perish, its Greek word tagged G622", async () => {
    const body = (await get('/api/commentaries/scofield/43/3/16').expect(200))
      .body as CommentarySectionsResponse;
    expect(body.sections.map((s) => s.reference)).toEqual(['John 3:16']);
    const runs = body.sections[0].blocks.flatMap((b) => b.runs);
    expect(runs[0]).toEqual({ text: 'perish', bold: true });
    expect(runs).toContainEqual({ text: 'ἀπόλλυμι', strongs: 'G622' });
  });

  it('answers Psalm 23:1 with the Treasury of David on the whole psalm, page by page', async () => {
    const first = (await get('/api/commentaries/tdavid/Psalms/23/1?blockLimit=5').expect(200))
      .body as CommentarySectionsResponse;
    const [section] = first.sections;
    expect(section).toMatchObject({ key: 'Psalms 23:1', reference: 'Psalms 23:1-6', blockOffset: 0 });
    expect(section.blocks[0]).toEqual({ kind: 'heading', runs: [{ text: 'Psalm 23 OVERVIEW' }] });
    expect(section.blocks).toHaveLength(5);
    expect(section.blockCount).toBeGreaterThan(50);
    const next = (await get('/api/commentaries/tdavid/Psalms/23/4?blockOffset=5&blockLimit=5').expect(200))
      .body as CommentarySectionsResponse;
    expect(next.sections[0].blockOffset).toBe(5);
    expect(next.sections[0].blocks).toHaveLength(5);
    expect(next.sections[0].blocks).not.toEqual(section.blocks);
  });

  it('gives the verse panel every work covering a verse in one call, each section cut to a preview', async () => {
    const body = (await get('/api/commentaries/by-verse/John/3/16').expect(200))
      .body as CommentariesByVerseResponse;
    expect(body.reference).toBe('John 3:16');
    expect(body.works.map((w) => w.work.code)).toEqual(['mhcc', 'scofield']);
    const mhcc = body.works[0].sections[0];
    expect(mhcc.blocks.length).toBeLessThanOrEqual(COMMENTARY_PREVIEW_BLOCKS);
    expect(mhcc.blockCount).toBeGreaterThanOrEqual(mhcc.blocks.length);
    const psalm = (await get('/api/commentaries/by-verse/19/23/1').expect(200))
      .body as CommentariesByVerseResponse;
    expect(psalm.works.map((w) => w.work.code)).toEqual(expect.arrayContaining(['mhcc', 'tdavid']));
  });

  it('serves a chapter introduction at verse 0 and a book introduction at chapter 0', async () => {
    const chapter = (await get('/api/commentaries/mhcc/Jude/1/0').expect(200))
      .body as CommentarySectionsResponse;
    expect(chapter.sections.map((s) => s.reference)).toEqual(['Jude 1 (introduction)']);
    expect(textOf(chapter.sections[0])).toMatch(/^This epistle is addressed to all believers/);
    const book = (await get('/api/commentaries/mhcc/Jude/0/0').expect(200))
      .body as CommentarySectionsResponse;
    expect(book.sections.map((s) => s.reference)).toEqual(['Jude (introduction)']);
  });

  it('answers an unknown commentary with 404 and a reference that is no verse with 400, each saying why', async () => {
    expect((await get('/api/commentaries/nope/John/3/16').expect(404)).body.message).toBe(
      'Unknown commentary: nope',
    );
    expect((await get('/api/commentaries/mhcc/John/3/99').expect(400)).body.message).toBe(
      'Not a verse of the KJV: John 3:99',
    );
    expect((await get('/api/commentaries/by-verse/Nowhere/1/1').expect(400)).body.message).toBe(
      'Not a verse of the KJV: Nowhere 1:1',
    );
    expect((await get('/api/commentaries/mhcc/John/3/16?blockLimit=0').expect(400)).body.message).toContain(
      'blockLimit must be a whole number from 1',
    );
  });

  it('finds words in the commentaries, in canonical order, with the matches marked in a snippet', async () => {
    const body = (await get('/api/commentaries/search?q=Nicodemites').expect(200))
      .body as CommentarySearchResponse;
    expect(body.total).toBeGreaterThanOrEqual(1);
    const hit = body.results.find((r) => r.key === 'John 3:1')!;
    expect(hit).toMatchObject({ work: 'mhcc', reference: 'John 3:1-21' });
    expect(hit.snippet.filter((p) => p.match).map((p) => p.text)).toContain('Nicodemites');
    expect(hit.snippet.map((p) => p.text).join('')).not.toMatch(/[<⟦⟧]/);

    const shepherd = (await get('/api/commentaries/search?q=shepherd&work=tdavid&perPage=5').expect(200))
      .body as CommentarySearchResponse;
    expect(shepherd.results).toHaveLength(5);
    expect(new Set(shepherd.results.map((r) => r.work))).toEqual(new Set(['tdavid']));
    const order = shepherd.results.map((r) => r.book * 1_000_000 + r.chapter * 1000 + r.verse);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(shepherd.totalPages).toBe(Math.ceil(shepherd.total / 5));

    expect((await get('/api/commentaries/search?q=love&work=nope').expect(404)).body.message).toBe(
      'Unknown commentary: nope',
    );
    expect((await get('/api/commentaries/search').expect(400)).body.message).toContain('q is required');
  });
});
