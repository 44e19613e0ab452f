import request from 'supertest';
import type { InterlinearChapter, InterlinearVerse } from '@strongs/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveCorpusDir } from '@strongs/nest-common';
import { BOOKS } from '@strongs/scripture';
import { corpusTsvRows } from '../testing/corpus-tsv';
import { startTestApp, type TestApp } from '../test-app';

/** What the source file says of one word, keyed by 'Genesis 1:1#1'. */
interface SourceWord {
  lemma: string;
  strongs: string;
  morph: string;
}

const BOOK_NAMES = new Map(BOOKS.map((b) => [b.osis, b.name]));
const key = (osis: string, chapter: string, verse: string, position: string | number) =>
  `${BOOK_NAMES.get(osis) ?? osis} ${chapter}:${verse}#${position}`;

function wlcSource(): Map<string, SourceWord> {
  const out = new Map<string, SourceWord>();
  for (const r of corpusTsvRows('oshb-wlc/wlc-words.tsv.gz'))
    out.set(key(r.book, r.chapter, r.verse, r.word_seq), {
      lemma: r.lemma,
      strongs: r.strongs,
      morph: r.morph,
    });
  return out;
}

function trSource(): Map<string, SourceWord> {
  const out = new Map<string, SourceWord>();
  for (const r of corpusTsvRows('greek-tr/tr-words.tsv.gz')) {
    if ((r.edition === 'both' || r.edition === 'scrivener') && r.subscription !== '1') {
      out.set(key(r.book, r.chapter, r.verse, r.word_seq), {
        lemma: r.strongs.replace(/G/g, ''),
        strongs: r.strongs,
        morph: r.morph,
      });
    }
  }
  return out;
}

/**
 * VerseMap.xml read by pattern, not by our parser: for each KJV verse ('Numbers 26:1') the WLC verses its rows
 * give it, halves taken whole, plus the WLC verse of the same number when no row names that verse whole.
 */
function rawKjvToWlc(wlcVerses: ReadonlySet<string>): Map<string, string[]> {
  const xml = readFileSync(join(resolveCorpusDir(), 'oshb-wlc/VerseMap.xml'), 'utf8');
  const name = (osisRef: string) => {
    const [osis, chapter, verse] = osisRef.replace(/!.$/, '').split('.');
    return `${BOOK_NAMES.get(osis)} ${chapter}:${verse}`;
  };
  const out = new Map<string, string[]>();
  const namedWhole = new Set<string>();
  for (const [, wlc, kjv] of xml.matchAll(/<verse wlc="([^"]+)" kjv="([^"]+)"/g)) {
    out.set(name(kjv), [...(out.get(name(kjv)) ?? []), name(wlc)]);
    if (!wlc.includes('!')) namedWhole.add(name(wlc));
  }
  for (const book of BOOKS.filter((b) => b.testament === 'OT'))
    book.versesPerChapter.forEach((count, i) => {
      for (let v = 1; v <= count; v++) {
        const ref = `${book.name} ${i + 1}:${v}`;
        const list = out.get(ref) ?? [];
        if (wlcVerses.has(ref) && !namedWhole.has(ref)) list.push(ref);
        const at = (r: string) =>
          r
            .slice(r.lastIndexOf(' ') + 1)
            .split(':')
            .map(Number);
        const inOrder = (a: string, b: string) => at(a)[0] - at(b)[0] || at(a)[1] - at(b)[1];
        out.set(ref, [...new Set(list)].sort(inOrder));
      }
    });
  return out;
}

interface Collected {
  words: Map<string, InterlinearVerse['words'][number]>;
  verses: number;
  missing: string[];
  /** Per KJV verse answered: the original verses its words come from, and the verses it says it shares. */
  byKjv: Map<string, { originals: string[]; shared: string[] }>;
}

/** Every word the chapter answers, keyed by its original verse and position, and the KJV verses answered. */
async function collect(t: TestApp, testament: 'OT' | 'NT'): Promise<Collected> {
  const words = new Map<string, InterlinearVerse['words'][number]>();
  const byKjv: Collected['byKjv'] = new Map();
  let verses = 0;
  const missing: string[] = [];
  for (const book of BOOKS.filter((b) => b.testament === testament)) {
    for (let chapter = 1; chapter <= book.chapters; chapter++) {
      const res = await request(t.app.getHttpServer())
        .get(`/api/interlinear/${book.number}/${chapter}`)
        .expect(200);
      const body = res.body as InterlinearChapter;
      const answered = new Set(body.verses.filter((v) => v.words.length).map((v) => v.verse));
      for (let v = 1; v <= book.versesPerChapter[chapter - 1]; v++)
        if (!answered.has(v)) missing.push(`${book.name} ${chapter}:${v}`);
      for (const verse of body.verses) {
        if (verse.words.length) verses++;
        for (const word of verse.words) words.set(`${word.originalReference}#${word.position}`, word);
        byKjv.set(verse.reference, {
          originals: [...new Set(verse.words.map((w) => w.originalReference))],
          shared: (verse.sharedVerses ?? []).map(
            (s) => `${s.originalReference} also in ${s.alsoIn.join(', ')}`,
          ),
        });
      }
    }
  }
  return { words, verses, missing, byKjv };
}

function compare(
  answered: Map<string, InterlinearVerse['words'][number]>,
  source: Map<string, SourceWord>,
): string[] {
  const problems: string[] = [];
  for (const [k, want] of source) {
    const got = answered.get(k);
    if (!got) problems.push(`${k}: not answered`);
    else if (
      got.sourceLemma !== want.lemma ||
      got.strongsNumbers.join(' ') !== want.strongs ||
      got.morph !== want.morph
    ) {
      problems.push(
        `${k}: ${got.sourceLemma}|${got.strongsNumbers.join(' ')}|${got.morph} ≠ ${want.lemma}|${want.strongs}|${want.morph}`,
      );
    } else if (got.morph && !got.morphDescription) problems.push(`${k}: ${got.morph} not decoded`);
  }
  for (const k of answered.keys()) if (!source.has(k)) problems.push(`${k}: not in the source`);
  return problems;
}

describe('the interlinear over the whole corpus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  let ot: Promise<Collected> | undefined;
  const collectOt = () => (ot ??= collect(t, 'OT'));

  it("answers every KJV Old Testament verse, and every WLC word has the lemma, Strong's number and morphology of wlc-words.tsv", async () => {
    const { words, verses, missing } = await collectOt();
    // The Leningrad Codex has no Nehemiah 7:68 (SOURCES.md: Neh has one verse fewer than the KJV).
    expect(missing).toEqual(['Nehemiah 7:68']);
    expect(verses).toBe(23144);
    const problems = compare(words, wlcSource());
    // Every WLC word is under some KJV verse: KJV Num 26:1, 1 Sam 20:42 and 1 Chr 12:4 are each two WLC verses.
    expect(problems.filter((p) => p.endsWith('not answered')).slice(0, 5)).toEqual([]);
    expect(problems.filter((p) => !p.endsWith('not answered'))).toEqual([]);
    expect(words.size).toBe(306785 - problems.length);
  }, 600_000);

  it('gives every KJV Old Testament verse the words of all the WLC verses VerseMap.xml gives it, and marks a verse two KJV verses share', async () => {
    const { byKjv } = await collectOt();
    const wlcVerses = new Set(
      corpusTsvRows('oshb-wlc/wlc-words.tsv.gz').map(
        (r) => `${BOOK_NAMES.get(r.book)} ${r.chapter}:${r.verse}`,
      ),
    );
    const raw = rawKjvToWlc(wlcVerses);
    const kjvOf = new Map<string, string[]>();
    for (const [kjv, wlc] of raw) for (const w of wlc) kjvOf.set(w, [...(kjvOf.get(w) ?? []), kjv]);
    const got: string[] = [];
    const want: string[] = [];
    for (const [kjv, wlc] of raw) {
      if (!wlc.length) continue;
      const shared = wlc.flatMap((w) => {
        const others = (kjvOf.get(w) ?? []).filter((k) => k !== kjv);
        return others.length ? [`${w} also in ${others.join(', ')}`] : [];
      });
      want.push(`${kjv} = ${wlc.join(' + ')}${shared.length ? ` (${shared.join('; ')})` : ''}`);
      const answer = byKjv.get(kjv);
      got.push(
        `${kjv} = ${answer?.originals.join(' + ')}${answer?.shared.length ? ` (${answer.shared.join('; ')})` : ''}`,
      );
    }
    expect(got.filter((line, i) => line !== want[i]).slice(0, 10)).toEqual([]);
    expect(got).toEqual(want);
    expect(want).toContain('Numbers 26:1 = Numbers 25:19 + Numbers 26:1');
    expect(want).toContain('Psalms 13:5 = Psalms 13:6 (Psalms 13:6 also in Psalms 13:6)');
  }, 600_000);

  it("answers every KJV New Testament verse, and every TR word has the Strong's numbers and parsing of tr-words.tsv", async () => {
    const { words, verses, missing } = await collect(t, 'NT');
    expect(missing).toEqual([]);
    expect(verses).toBe(7957);
    const problems = compare(words, trSource());
    expect(problems.slice(0, 20)).toEqual([]);
  }, 600_000);
});
