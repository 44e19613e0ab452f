import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOKS } from '../books/catalogue';
import { ReaderError } from '../errors';
import { CORPUS_DIR } from '../readers/__fixtures__/corpus-mutations';
import { MT_SCHEME, type AlignedVerse } from './scheme';
import { parseVerseMap } from './verse-map-parser';
import { VersificationMap } from './versification-map';
import { kjvAlignment } from './kjv-alignment';

const rows = parseVerseMap(readFileSync(join(CORPUS_DIR, 'oshb-wlc/VerseMap.xml'), 'utf8'));
const map = new VersificationMap(MT_SCHEME, rows);
const book = (osis: string) => BOOKS.find((b) => b.osis === osis)!.number;

/** 'Isa 9:5', 'Ps 51:1 title', '1Kgs 18:34a partial': compact forms for readable expectations. */
function show(verses: AlignedVerse[]): string[] {
  return verses.map((v) => {
    const osis = BOOKS[v.book - 1].osis;
    const tags = [v.role === 'title' ? 'title' : '', v.kind === 'partial' ? 'partial' : ''].filter(Boolean);
    return [`${osis} ${v.chapter}:${v.verse}${v.part ?? ''}`, ...tags].join(' ');
  });
}
const kjv = (osis: string, chapter: number, verse: number) =>
  show(map.fromKjv({ book: book(osis), chapter, verse }));
const own = (osis: string, chapter: number, verse: number) =>
  show(map.toKjv({ book: book(osis), chapter, verse }));

describe('parseVerseMap on the OSHB VerseMap.xml', () => {
  it('reads all 1,978 rows, 7 of them partial', () => {
    expect(rows).toHaveLength(1978);
    expect(rows.filter((r) => r.kind === 'partial')).toHaveLength(7);
    expect(rows[0]).toEqual({
      from: { book: 1, chapter: 32, verse: 1 },
      to: { book: 1, chapter: 31, verse: 55 },
      kind: 'full',
    });
  });

  it('keeps the half-verse suffixes', () => {
    expect(rows.find((r) => r.from.book === 11 && r.from.chapter === 18)).toEqual({
      from: { book: 11, chapter: 18, verse: 34, part: 'a' },
      to: { book: 11, chapter: 18, verse: 33, part: 'b' },
      kind: 'partial',
    });
  });

  it('rejects what is not a verse map', () => {
    expect(() =>
      parseVerseMap('<verseMap><verse wlc="Gen.1" kjv="Gen.1.1" type="full"/></verseMap>'),
    ).toThrow(ReaderError);
    expect(() =>
      parseVerseMap('<verseMap><verse wlc="Gen.1.1" kjv="Gen.1.1" type="odd"/></verseMap>'),
    ).toThrow(/Bad mapping type/);
    expect(() => parseVerseMap('<verseMap><verse wlc="Gen.1.1"')).toThrow(ReaderError);
    expect(() => parseVerseMap('<other/>')).toThrow(/Not a verse map/);
  });
});

describe('KJV → WLC (Masoretic) numbering', () => {
  it.each([
    ['Isa', 9, 6, ['Isa 9:5']],
    ['Isa', 9, 1, ['Isa 8:23']],
    ['Gen', 31, 55, ['Gen 32:1']],
    ['Gen', 32, 1, ['Gen 32:2']],
    ['Num', 16, 36, ['Num 17:1']],
    ['Mal', 4, 1, ['Mal 3:19']],
    ['Mal', 4, 6, ['Mal 3:24']],
    ['Joel', 2, 28, ['Joel 3:1']],
    ['Joel', 2, 32, ['Joel 3:5']],
    ['Gen', 1, 1, ['Gen 1:1']],
    ['Ps', 23, 1, ['Ps 23:1']],
    ['Ps', 51, 2, ['Ps 51:4']],
  ])('%s %d:%d is %j', (osis, chapter, verse, expected) => {
    expect(kjv(osis as string, chapter as number, verse as number)).toEqual(expected);
  });

  it('puts a superscription numbered as verses before KJV verse 1 as its title', () => {
    expect(kjv('Ps', 3, 1)).toEqual(['Ps 3:1 title', 'Ps 3:2']);
    expect(kjv('Ps', 51, 1)).toEqual(['Ps 51:1 title', 'Ps 51:2 title', 'Ps 51:3']);
    expect(kjv('Ps', 60, 1)).toEqual(['Ps 60:1 title', 'Ps 60:2 title', 'Ps 60:3']);
  });

  it('answers both halves of a verse split differently', () => {
    expect(kjv('1Kgs', 18, 33)).toEqual(['1Kgs 18:33 partial', '1Kgs 18:34a partial']);
    expect(kjv('1Kgs', 18, 34)).toEqual(['1Kgs 18:34b partial']);
    expect(kjv('Isa', 63, 19)).toEqual(['Isa 63:19a partial']);
    expect(kjv('Isa', 64, 1)).toEqual(['Isa 63:19b partial']);
    expect(kjv('Ps', 13, 5)).toEqual(['Ps 13:6a partial']);
    expect(kjv('Ps', 13, 6)).toEqual(['Ps 13:6b partial']);
    expect(kjv('1Kgs', 22, 43)).toEqual(['1Kgs 22:43 partial', '1Kgs 22:44 partial']);
  });

  it('pairs every KJV Old Testament verse but Neh 7:68 with WLC text and reaches every WLC verse the map names', () => {
    const reached = new Set<string>();
    const unpaired: string[] = [];
    let renumbered = 0;
    for (const b of BOOKS.filter((x) => x.testament === 'OT')) {
      b.versesPerChapter.forEach((count, index) => {
        for (let verse = 1; verse <= count; verse++) {
          const ref = { book: b.number, chapter: index + 1, verse };
          const aligned = map.fromKjv(ref);
          if (aligned.length === 0) unpaired.push(`${b.osis} ${ref.chapter}:${verse}`);
          if (aligned.some((v) => v.chapter !== ref.chapter || v.verse !== verse)) renumbered++;
          for (const v of aligned) reached.add(`${v.book}.${v.chapter}.${v.verse}`);
        }
      });
    }
    // The Leningrad Codex lacks the KJV's Neh 7:68 (its Neh 7:68 is KJV 7:69): the only verse without Hebrew.
    expect(unpaired).toEqual(['Neh 7:68']);
    expect(
      rows.filter((row) => !reached.has(`${row.from.book}.${row.from.chapter}.${row.from.verse}`)),
    ).toEqual([]);
    // The map names 1,974 KJV verses; all but Ps 13:6 (the second half of WLC 13:6) have Hebrew numbered otherwise.
    expect(new Set(rows.map((r) => `${r.to.book}.${r.to.chapter}.${r.to.verse}`)).size).toBe(1974);
    expect(renumbered).toBe(1973);
  });
});

describe('WLC → KJV numbering', () => {
  it.each([
    ['Mal', 3, 19, ['Mal 4:1']],
    ['Joel', 3, 1, ['Joel 2:28']],
    ['Gen', 32, 1, ['Gen 31:55']],
    ['Isa', 9, 5, ['Isa 9:6']],
    ['Ps', 51, 3, ['Ps 51:1']],
    ['Ps', 51, 2, ['Ps 51:1 title']],
    ['Ps', 3, 1, ['Ps 3:1 title']],
    ['Ps', 23, 1, ['Ps 23:1']],
    ['Gen', 1, 1, ['Gen 1:1']],
    ['1Kgs', 18, 34, ['1Kgs 18:33b partial', '1Kgs 18:34 partial']],
  ])('%s %d:%d is %j', (osis, chapter, verse, expected) => {
    expect(own(osis as string, chapter as number, verse as number)).toEqual(expected);
  });

  it('says which verses keep their KJV number', () => {
    expect(map.sameAsKjv({ book: 1, chapter: 1, verse: 1 })).toBe(true);
    expect(map.sameAsKjv({ book: book('Isa'), chapter: 9, verse: 5 })).toBe(false);
  });
});

describe('kjvAlignment: the rows stored for the Masoretic scheme', () => {
  const ot = BOOKS.filter((b) => b.testament === 'OT').map((b) => b.number);
  const stored = kjvAlignment(map, ot);

  it('stores only KJV verses whose Hebrew is not the verse of the same number', () => {
    const verses = new Set(stored.map((r) => `${r.kjv.book}.${r.kjv.chapter}.${r.kjv.verse}`));
    expect(verses.has('1.1.1')).toBe(false);
    expect(verses.has('23.9.6')).toBe(true);
    expect(verses.size).toBe(1979);
  });

  it('keeps a row without a verse for the KJV verse the scheme lacks', () => {
    expect(stored.filter((r) => r.own === null).map((r) => r.kjv)).toEqual([
      { book: book('Neh'), chapter: 7, verse: 68 },
    ]);
  });

  it('orders the superscription before the text of KJV Psalm 51:1', () => {
    expect(
      stored
        .filter((r) => r.kjv.book === 19 && r.kjv.chapter === 51 && r.kjv.verse === 1)
        .map((r) => [r.seq, r.own?.verse, r.own?.role]),
    ).toEqual([
      [0, 1, 'title'],
      [1, 2, 'title'],
      [2, 3, 'text'],
    ]);
  });
});
