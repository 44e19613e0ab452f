import request from 'supertest';
import { Client } from 'pg';
import type { ChapterResponse, ReferenceLookupResponse, VerseTextResponse } from '@strongs/contracts';
import { resolveCorpusDir } from '@strongs/nest-common';
import { verseOrd } from '@strongs/scripture';
import { rawWlcVerses } from '@strongs/testing';
import { startTestApp, type TestApp } from '../test-app';

const IS = 23;
const PS = 19;
const MAL = 39;
const JOEL = 29;

// The Hebrew a reader sees for a KJV reference, against the raw OSHB files parsed here (not the importer's reader).
describe('Hebrew verses follow the KJV reference through the versification table (real corpus)', () => {
  let t: TestApp;
  const wlc = rawWlcVerses(resolveCorpusDir(), ['Gen', 'Num', 'Isa', 'Ps', 'Joel', 'Mal']);
  const hebrew = (book: number, chapter: number, verse: number) => wlc.get(verseOrd(book, chapter, verse));
  const get = (path: string) => request(t.app.getHttpServer()).get(path);
  const verse = async (path: string) => (await get(path).expect(200)).body as VerseTextResponse;

  beforeAll(async () => {
    t = await startTestApp();
    // A partial licensed import in the Modern Hebrew slot (Masoretic numbering): Isaiah 9:5 only (KJV 9:6).
    const db = new Client({ connectionString: t.db.url });
    await db.connect();
    await db.query(
      `INSERT INTO verses (version_code, book, chapter, verse, ord, text, markup) VALUES ('he_modern', 23, 9, 5, $1, $2, '{}'::jsonb)`,
      [verseOrd(IS, 9, 5), 'כי ילד נולד לנו בן ניתן לנו'],
    );
    await db.query(`UPDATE versions SET installed = true, verse_count = 1 WHERE code = 'he_modern'`);
    await db.end();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the WLC Isaiah 9:5 for KJV Isaiah 9:6, naming its own number', async () => {
    const body = await verse('/api/bible/verse/23/9/6/wlc');
    expect(body).toEqual({
      text: hebrew(IS, 9, 5),
      reference: 'Isaiah 9:6',
      version: 'wlc',
      sourceReference: 'Isaiah 9:5',
    });
  });

  it('serves Psalm 51:1 as the WLC verse 3, with verses 1-2 as the Psalm title', async () => {
    const body = await verse('/api/bible/verse/19/51/1/wlc');
    expect(body.text).toBe(hebrew(PS, 51, 3));
    expect(body.title).toBe(`${hebrew(PS, 51, 1)} ${hebrew(PS, 51, 2)}`);
    expect(body.sourceReference).toBe('Psalms 51:3');
    expect((await verse('/api/bible/verse/19/51/2/wlc')).text).toBe(hebrew(PS, 51, 4));
    expect((await verse('/api/bible/verse/19/51/1/kjv')).title).toMatch(
      /when Nathan the prophet came unto him/,
    );
  });

  it.each([1, 2, 3, 4, 5, 6])('serves KJV Malachi 4:%d (WLC 3:%d+18)', async (v) => {
    expect((await verse(`/api/bible/verse/39/4/${v}/wlc`)).text).toBe(hebrew(MAL, 3, 18 + v));
  });

  it.each([28, 29, 30, 31, 32])('serves KJV Joel 2:%d (WLC 3:%d-27)', async (v) => {
    expect((await verse(`/api/bible/verse/29/2/${v}/wlc`)).text).toBe(hebrew(JOEL, 3, v - 27));
  });

  it('crosses chapter boundaries: Genesis 31:55 / 32:1, Numbers 16:36', async () => {
    expect((await verse('/api/bible/verse/1/31/55/wlc')).text).toBe(hebrew(1, 32, 1));
    expect((await verse('/api/bible/verse/1/32/1/wlc')).text).toBe(hebrew(1, 32, 2));
    expect((await verse('/api/bible/verse/4/16/36/wlc')).text).toBe(hebrew(4, 17, 1));
    expect((await verse('/api/bible/verse/1/1/1/wlc')).sourceReference).toBeUndefined();
  });

  it('answers 404 for the KJV verse the Leningrad Codex lacks (Nehemiah 7:68), not the next verse', async () => {
    expect((await get('/api/bible/verse/16/7/68/wlc').expect(404)).body.message).toContain('Nehemiah 7:68');
  });

  it('reads a WLC chapter in its own numbering with the KJV number beside verses that differ', async () => {
    const isaiah = (await get('/api/bible/chapter/23/9/wlc').expect(200)).body as ChapterResponse;
    expect(isaiah.verses.find((v) => v.verse === 5)).toMatchObject({
      text: hebrew(IS, 9, 5),
      kjvReference: 'Isaiah 9:6',
    });
    const psalm = (await get('/api/bible/chapter/19/51/wlc').expect(200)).body as ChapterResponse;
    expect(
      psalm.verses.slice(0, 3).map((v) => [v.verse, v.psalmTitle ?? false, v.kjvReference ?? null]),
    ).toEqual([
      [1, true, null],
      [2, true, null],
      [3, false, 'Psalms 51:1'],
    ]);
    const genesis = (await get('/api/bible/chapter/1/1/wlc').expect(200)).body as ChapterResponse;
    expect(genesis.verses.every((v) => !v.kjvReference && !v.psalmTitle)).toBe(true);
    const joel = (await get('/api/bible/chapter/29/3/wlc').expect(200)).body as ChapterResponse;
    expect([joel.book.chapters, joel.next]).toEqual([4, { book: JOEL, chapter: 4 }]);
    const malachi = (await get('/api/bible/chapter/39/3/wlc').expect(200)).body as ChapterResponse;
    expect([malachi.book.chapters, malachi.next, malachi.verses.at(-1)?.kjvReference]).toEqual([
      3,
      null,
      'Malachi 4:6',
    ]);
    // The KJV's Malachi 4 is not a chapter of the WLC: the 404 says where its verses are.
    expect((await get('/api/bible/chapter/39/4/wlc').expect(404)).body.message).toBe(
      'Malachi 4 as the KJV numbers it is Malachi 3:19-24 in WLC, which numbers its verses its own way',
    );
    expect((await get('/api/bible/chapter/39/5/wlc').expect(404)).body.message).toBe(
      'Chapter not found: Malachi 5 (wlc)',
    );
    const kjv = (await get('/api/bible/chapter/23/9/kjv').expect(200)).body as ChapterResponse;
    expect(kjv.verses.every((v) => v.kjvReference === undefined)).toBe(true);
  });

  it('names the KJV verse of a verse in the WLC numbering (a WLC search hit opening the dialog)', async () => {
    expect((await get('/api/bible/kjv-numbering/23/9/5/wlc').expect(200)).body).toEqual({
      reference: 'Isaiah 9:5',
      version: 'wlc',
      kjv: [{ book: IS, chapter: 9, verse: 6, reference: 'Isaiah 9:6' }],
      psalmTitle: false,
    });
    expect((await get('/api/bible/kjv-numbering/19/51/2/wlc').expect(200)).body).toMatchObject({
      kjv: [{ chapter: 51, verse: 1 }],
      psalmTitle: true,
    });
    expect((await get('/api/bible/kjv-numbering/23/9/5/kjv').expect(200)).body.kjv).toEqual([
      { book: IS, chapter: 9, verse: 5, reference: 'Isaiah 9:5' },
    ]);
  });

  it('pairs batch lookups through the numbering: KJV references in the WLC, WLC references in the RSTNE', async () => {
    const batch = (body: object) =>
      request(t.app.getHttpServer()).post('/api/reference-lookup/batch').send(body).expect(200);
    const hebrewRows = (
      (await batch({ references: ['Isaiah 9:6', 'Malachi 4:1-2', 'Nehemiah 7:68'], version: 'wlc' }))
        .body as ReferenceLookupResponse
    ).references;
    expect(hebrewRows.map((r) => r.text)).toEqual([
      hebrew(IS, 9, 5),
      `${hebrew(MAL, 3, 19)} ${hebrew(MAL, 3, 20)}`,
      '',
    ]);
    const rstne = (
      (await batch({ references: ['Isaiah 9:5', 'Malachi 3:19', 'Psalms 51:3'], numbering: 'wlc' }))
        .body as ReferenceLookupResponse
    ).references;
    const english = await Promise.all(
      ['23/9/6', '39/4/1', '19/51/1'].map(async (r) => (await verse(`/api/bible/verse/${r}/rstne`)).text),
    );
    expect(rstne.map((r) => r.text)).toEqual(english);
  });

  describe('a partial imported text (Modern Hebrew Bible slot)', () => {
    it('serves its own verse through its numbering', async () => {
      expect(await verse('/api/bible/verse/23/9/6/he_modern')).toMatchObject({
        version: 'he_modern',
        text: 'כי ילד נולד לנו בן ניתן לנו',
        sourceReference: 'Isaiah 9:5',
      });
    });

    it('falls back per verse to the WLC and says so', async () => {
      expect(await verse('/api/bible/verse/23/9/7/he_modern?fallback=wlc')).toEqual({
        text: hebrew(IS, 9, 6),
        reference: 'Isaiah 9:7',
        version: 'wlc',
        requestedVersion: 'he_modern',
        sourceReference: 'Isaiah 9:6',
      });
      expect((await verse('/api/bible/verse/23/9/6/he_modern?fallback=wlc')).version).toBe('he_modern');
    });

    it('answers 404 without a fallback, and 400 for a fallback that is no version', async () => {
      await get('/api/bible/verse/23/9/7/he_modern').expect(404);
      expect((await get('/api/bible/verse/23/9/7/he_modern?fallback=nope').expect(400)).body.message).toMatch(
        /nope/i,
      );
      expect((await get('/api/bible/verse/23/9/7/he_modern?fallback=..%2F').expect(400)).body.message).toBe(
        'fallback must be a version code',
      );
    });
  });
});
