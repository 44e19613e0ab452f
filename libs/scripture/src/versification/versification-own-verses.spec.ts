import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BOOKS } from '../books/catalogue';
import { verseOrd } from '../books/verse-ord';
import { CORPUS_DIR } from '../readers/__fixtures__/corpus-mutations';
import { MT_SCHEME } from './scheme';
import { parseVerseMap } from './verse-map-parser';
import { VersificationMap } from './versification-map';
import { kjvAlignment } from './kjv-alignment';

const rows = parseVerseMap(readFileSync(join(CORPUS_DIR, 'oshb-wlc/VerseMap.xml'), 'utf8'));
const bookByOsis = new Map(BOOKS.map((b) => [b.osis, b.number]));

/** The verses the WLC has, read straight from its word file (`book chapter verse ...` per word). */
const wlcVerses = new Set<number>(
  gunzipSync(readFileSync(join(CORPUS_DIR, 'oshb-wlc/wlc-words.tsv.gz')))
    .toString('utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [osis, chapter, verse] = line.split('\t');
      return verseOrd(bookByOsis.get(osis)!, Number(chapter), Number(verse));
    }),
);
const map = new VersificationMap(MT_SCHEME, rows, wlcVerses);
const show = (ord: number) => {
  const book = Math.floor(ord / 1_000_000);
  return `${BOOKS[book - 1].osis} ${Math.floor((ord % 1_000_000) / 1000)}:${ord % 1000}`;
};
const kjv = (osis: string, chapter: number, verse: number) =>
  map
    .fromKjv({ book: bookByOsis.get(osis)!, chapter, verse })
    .map((v) => `${show(verseOrd(v.book, v.chapter, v.verse))}${v.part ?? ''}`);

describe('VersificationMap with the verses the WLC has', () => {
  it('gives a KJV verse both WLC verses it is made of, where VerseMap names only one', () => {
    expect(kjv('Num', 26, 1)).toEqual(['Num 25:19', 'Num 26:1']);
    expect(kjv('1Sam', 20, 42)).toEqual(['1Sam 20:42', '1Sam 21:1']);
    expect(kjv('1Chr', 12, 4)).toEqual(['1Chr 12:4', '1Chr 12:5']);
  });

  it('leaves the numbering it had for the rest', () => {
    expect(kjv('Gen', 31, 55)).toEqual(['Gen 32:1']);
    expect(kjv('Isa', 9, 6)).toEqual(['Isa 9:5']);
    expect(kjv('Mal', 4, 1)).toEqual(['Mal 3:19']);
    expect(kjv('Ps', 13, 5)).toEqual(['Ps 13:6a']);
    expect(kjv('Ps', 13, 6)).toEqual(['Ps 13:6b']);
  });

  it('puts every verse of the WLC under some KJV verse', () => {
    const ot = BOOKS.filter((b) => b.testament === 'OT').map((b) => b.number);
    const stored = kjvAlignment(map, ot);
    const storedKjv = new Set(stored.map((r) => verseOrd(r.kjv.book, r.kjv.chapter, r.kjv.verse)));
    const reached = new Set(
      stored.flatMap((r) => (r.own ? [verseOrd(r.own.book, r.own.chapter, r.own.verse)] : [])),
    );
    // A KJV verse without rows is the WLC verse of the same number.
    for (const ord of wlcVerses) if (!storedKjv.has(ord)) reached.add(ord);
    expect([...wlcVerses].filter((ord) => !reached.has(ord)).map(show)).toEqual([]);
  });

  it('changes nothing but those three verses from what VerseMap alone gives', () => {
    const ot = BOOKS.filter((b) => b.testament === 'OT').map((b) => b.number);
    const key = (r: ReturnType<typeof kjvAlignment>[number]) => JSON.stringify([r.kjv, r.own]);
    const before = new Set(kjvAlignment(new VersificationMap(MT_SCHEME, rows), ot).map(key));
    const after = kjvAlignment(map, ot);
    const added = after.filter((r) => !before.has(key(r)));
    expect(added.map((r) => show(verseOrd(r.own!.book, r.own!.chapter, r.own!.verse)))).toEqual([
      'Num 26:1',
      '1Sam 20:42',
      '1Chr 12:4',
    ]);
    expect(added.every((r) => r.own!.kind === 'partial' && !r.own!.part)).toBe(true);
    expect(after.length - added.length).toBe(before.size);
  });
});
