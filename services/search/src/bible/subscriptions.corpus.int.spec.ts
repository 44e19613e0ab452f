import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import type { ChapterResponse } from '@strongs/contracts';
import { resolveCorpusDir } from '@strongs/nest-common';
import { BOOKS, findBook } from '@strongs/scripture';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The test's own reading of sword/kjv.imp.gz: a `<title>` that comes after the verse's words (the
 * KJV closes an epistle with "Written to … from …") is that verse's subscription.
 */
function rawSubscriptions(): Map<string, string> {
  const lines = gunzipSync(readFileSync(join(resolveCorpusDir(), 'sword/kjv.imp.gz')))
    .toString('utf8')
    .split('\n');
  const found = new Map<string, string>();
  let key = '';
  for (const line of lines) {
    if (line.startsWith('$$$')) {
      key = line.slice(3).trim();
      continue;
    }
    const verse = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!verse || verse[3] === '0') continue;
    const title = /^(.*?\S.*?)<title>(.*?)<\/title>/.exec(line);
    if (!title || !/[A-Za-z]/.test(title[1].replace(/<[^>]*>/g, ''))) continue;
    const text = title[2]
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    found.set(`${findBook(verse[1])!.number} ${verse[2]}:${verse[3]}`, text);
  }
  return found;
}

describe('the subscriptions of the epistles on the real corpus', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives every subscription of the KJV file after its verse, and no heading before it', async () => {
    const expected = rawSubscriptions();
    expect(expected.size).toBe(14);
    expect(expected.get('45 16:27')).toBe(
      'Written to the Romans from Corinthus, and sent by Phebe servant of the church at Cenchrea.',
    );
    const served = new Map<string, string>();
    for (const book of BOOKS) {
      const body = (await get(`/api/bible/chapter/${book.number}/${book.chapters}/kjv`).expect(200))
        .body as ChapterResponse;
      for (const v of body.verses) {
        if (v.subscription) served.set(`${book.number} ${book.chapters}:${v.verse}`, v.subscription);
        if (expected.has(`${book.number} ${book.chapters}:${v.verse}`)) expect(v.heading).toBeNull();
      }
    }
    expect(Object.fromEntries(served)).toEqual(Object.fromEntries(expected));
  });

  it('keeps the subscription out of the verse text', async () => {
    const body = (await get('/api/bible/chapter/Hebrews/13/kjv').expect(200)).body as ChapterResponse;
    const last = body.verses[body.verses.length - 1];
    expect(last.text).toBe('Grace be with you all. Amen.');
    expect(last.subscription).toBe('Written to the Hebrews from Italy by Timothy.');
  });
});
