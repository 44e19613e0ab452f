import { join } from 'node:path';
import { resolveCorpusDir } from '@strongs/nest-common';
import { readImpBible, readOsisBible, readUsfm, type VerseRecord } from '@strongs/scripture';
import {
  hasStrayUsfm,
  osisMilestoneBible,
  strongsTagCount,
  swordImpVerses,
  usfmBible,
} from '@strongs/testing';

const KJV = join(resolveCorpusDir(), 'sword/kjv.imp.gz');

async function all(records: AsyncIterable<VerseRecord>): Promise<VerseRecord[]> {
  const out: VerseRecord[] = [];
  for await (const r of records) out.push(r);
  return out;
}

const key = (v: { book: number | { number: number }; chapter: number; verse: number }): string =>
  `${typeof v.book === 'number' ? v.book : v.book.number}.${v.chapter}.${v.verse}`;
const tags = (records: readonly VerseRecord[]): number =>
  records.reduce(
    (sum, r) =>
      sum +
      r.tokens.reduce((n, t) => n + (t.strongs?.length ?? 0), 0) +
      (r.headingTokens ?? []).reduce((n, t) => n + (t.strongs?.length ?? 0), 0),
    0,
  );

/** Splits a string into pieces of uneven sizes, as a file stream delivers it. */
function* chunks(text: string): Generator<string> {
  for (let at = 0, size = 7; at < text.length; at += size, size = (size * 31) % 65_521)
    yield text.slice(at, at + size);
}

describe('readers on whole Bibles written as the publishing tools write them', () => {
  const source = swordImpVerses(KJV);
  let fromImp: VerseRecord[];

  beforeAll(async () => {
    const { fileLines } = await import('../corpus/file-streams');
    fromImp = await all(readImpBible(fileLines(KJV)));
  });

  it('reads the KJV written as an OSIS file with milestone verses: every verse, text and Strong’s tag as in the SWORD module', async () => {
    const records = await all(readOsisBible(chunks(osisMilestoneBible(source))));
    expect(records.map(key)).toEqual(source.map(key));
    expect(records).toHaveLength(31_102);
    expect(tags(records)).toBe(strongsTagCount(source));
    expect(strongsTagCount(source)).toBe(349_308);
    // 76 verses of the module hold stray USFM markers that the OSIS file writes as elements.
    const differing = records.filter(
      (r, i) => !hasStrayUsfm(source[i].body) && JSON.stringify(r) !== JSON.stringify(fromImp[i]),
    );
    expect(differing.slice(0, 3)).toEqual([]);
    expect(records.find((r) => key(r) === '19.3.1')?.heading).toBe(
      'A Psalm of David, when he fled from Absalom his son.',
    );
  });

  it('reads the KJV written as one USFM file: every verse, its words and every Strong’s tag', () => {
    const records = readUsfm(usfmBible(source));
    expect(records.map(key)).toEqual(source.map(key));
    expect(tags(records)).toBe(strongsTagCount(source));
    const squeeze = (text: string): string => text.replace(/\s+/g, '');
    const differing = records.filter(
      (r, i) => !hasStrayUsfm(source[i].body) && squeeze(r.text) !== squeeze(fromImp[i].text),
    );
    expect(differing.slice(0, 3)).toEqual([]);
    const marks = (r: VerseRecord): string =>
      [
        r.tokens.flatMap((t) => t.strongs ?? []),
        ...(['added', 'divine', 'red'] as const).map((m) => r.tokens.filter((t) => t[m]).map((t) => t.text)),
      ]
        .map((list) => squeeze(list.join('')))
        .join('|');
    const marked = records.filter((r, i) => !hasStrayUsfm(source[i].body) && marks(r) !== marks(fromImp[i]));
    expect(marked.slice(0, 3)).toEqual([]);
    const exact = records.filter((r, i) => r.text === fromImp[i].text).length;
    expect(exact / records.length).toBeGreaterThan(0.99);
    expect(records.find((r) => key(r) === '19.3.1')?.heading).toBe(
      'A Psalm of David, when he fled from Absalom his son.',
    );
  });
});
