import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import type { InterlinearChapter, InterlinearVerse } from '@strongs/contracts';
import { resolveCorpusDir } from '@strongs/nest-common';
import { BOOKS } from '@strongs/scripture';
import { startTestApp, type TestApp } from '../test-app';

/** What the source file says of one word, keyed by 'Gen 1:1#1' (parsed here, not by the importer's readers). */
interface SourceWord {
  lemma: string;
  strongs: string;
  morph: string;
}

function tsv(path: string): string[][] {
  const lines = gunzipSync(readFileSync(join(resolveCorpusDir(), path))).toString('utf8').split('\n');
  const header = lines[0].split('\t');
  return lines
    .slice(1)
    .filter((l) => l.length)
    .map((l) => {
      const cells = l.split('\t');
      return header.map((_, i) => cells[i] ?? '');
    });
}

const BOOK_NAMES = new Map(BOOKS.map((b) => [b.osis, b.name]));
const key = (osis: string, chapter: string, verse: string, position: string | number) =>
  `${BOOK_NAMES.get(osis) ?? osis} ${chapter}:${verse}#${position}`;

function wlcSource(): Map<string, SourceWord> {
  // book chapter verse word_seq word_id form variant lemma strongs morph
  const out = new Map<string, SourceWord>();
  for (const [book, chapter, verse, seq, , , , lemma, strongs, morph] of tsv('oshb-wlc/wlc-words.tsv.gz')) {
    out.set(key(book, chapter, verse, seq), { lemma, strongs, morph });
  }
  return out;
}

function trSource(): Map<string, SourceWord> {
  // book chapter verse word_seq edition alt_ref subscription form_beta form_greek strongs morph tvm parses_raw
  const out = new Map<string, SourceWord>();
  for (const [book, chapter, verse, seq, edition, , subscription, , , strongs, morph] of tsv('greek-tr/tr-words.tsv.gz')) {
    if ((edition === 'both' || edition === 'scrivener') && subscription !== '1') out.set(key(book, chapter, verse, seq), { lemma: strongs.replace(/G/g, ''), strongs, morph });
  }
  return out;
}

/** Every word the chapter answers, keyed by its original verse and position, and the KJV verses answered. */
async function collect(t: TestApp, testament: 'OT' | 'NT'): Promise<{ words: Map<string, InterlinearVerse['words'][number]>; verses: number }> {
  const words = new Map<string, InterlinearVerse['words'][number]>();
  let verses = 0;
  for (const book of BOOKS.filter((b) => b.testament === testament)) {
    for (let chapter = 1; chapter <= book.chapters; chapter++) {
      const res = await request(t.app.getHttpServer()).get(`/api/interlinear/${book.number}/${chapter}`).expect(200);
      const body = res.body as InterlinearChapter;
      for (const verse of body.verses) {
        if (verse.words.length) verses++;
        for (const word of verse.words) words.set(`${word.originalReference}#${word.position}`, word);
      }
    }
  }
  return { words, verses };
}

function compare(answered: Map<string, InterlinearVerse['words'][number]>, source: Map<string, SourceWord>): string[] {
  const problems: string[] = [];
  for (const [k, want] of source) {
    const got = answered.get(k);
    if (!got) problems.push(`${k}: not answered`);
    else if (got.sourceLemma !== want.lemma || got.strongsNumbers.join(' ') !== want.strongs || got.morph !== want.morph) {
      problems.push(`${k}: ${got.sourceLemma}|${got.strongsNumbers.join(' ')}|${got.morph} ≠ ${want.lemma}|${want.strongs}|${want.morph}`);
    } else if (got.morph && !got.morphDescription) problems.push(`${k}: ${got.morph} not decoded`);
  }
  for (const k of answered.keys()) if (!source.has(k)) problems.push(`${k}: not in the source`);
  return problems;
}

describe('the interlinear over the whole corpus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers every KJV Old Testament verse, and every WLC word has the lemma, Strong\'s number and morphology of wlc-words.tsv', async () => {
    const { words, verses } = await collect(t, 'OT');
    expect(verses).toBe(23145);
    const problems = compare(words, wlcSource());
    expect(problems.slice(0, 20)).toEqual([]);
    expect(words.size).toBe(306785);
  }, 600_000);

  it('answers every KJV New Testament verse, and every TR word has the Strong\'s numbers and parsing of tr-words.tsv', async () => {
    const { words, verses } = await collect(t, 'NT');
    expect(verses).toBe(7957);
    const problems = compare(words, trSource());
    expect(problems.slice(0, 20)).toEqual([]);
  }, 600_000);
});
