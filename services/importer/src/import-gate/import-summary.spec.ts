import type { VerseRecord } from '@strongs/scripture';
import { verseOrd } from '@strongs/scripture';
import { summariseImport, type InstalledText } from './import-summary';

const verse = (
  book: number,
  chapter: number,
  v: number,
  text: string,
  strongs: string[] = [],
): VerseRecord => ({
  book,
  chapter,
  verse: v,
  text,
  tokens: text ? [{ text, strongs: strongs.length ? strongs : undefined }] : [],
});

const installed: InstalledText = {
  checksum: 'abc',
  perBook: [
    { book: 'Gen', chapters: 1, verses: 2, emptyVerses: 0, taggedWords: 2 },
    { book: 'Ruth', chapters: 1, verses: 1, emptyVerses: 0, taggedWords: 1 },
  ],
  texts: new Map([
    [verseOrd(1, 1, 1), 'In the beginning'],
    [verseOrd(1, 1, 2), 'And the earth'],
    [verseOrd(8, 1, 1), 'Now it came to pass'],
  ]),
};
const input = (records: VerseRecord[]) => ({ versionCode: 'kjv', fileName: 'f.txt', checksum: 'x', records });

describe('the dry-run summary', () => {
  it('asks for confirmation when a file has fewer verses, misses a book and loses tags', () => {
    const s = summariseImport(
      input([verse(1, 1, 1, 'In the beginning', ['H7225']), verse(1, 1, 2, 'And the earth was')]),
      installed,
    );
    expect(s.file).toEqual({ books: 1, chapters: 1, verses: 2, emptyVerses: 0, taggedWords: 1 });
    expect(s.differences).toEqual({
      versesAdded: 0,
      versesRemoved: 1,
      versesChanged: 1,
      missingBooks: ['Ruth'],
      addedBooks: [],
      taggedWordsLost: 2,
      removedSamples: ['Ruth 1:1'],
      versesReworded: 1,
      versesCut: 0,
      rewordedSamples: [{ reference: 'Genesis 1:2', installed: 'And the earth', file: 'And the earth was' }],
    });
    expect(s.risks).toEqual([
      '2 verses would replace 3 (1 fewer)',
      '1 installed book is missing: Ruth',
      "Strong's tags: 1 tagged words would replace 3 (2 lost)",
      '1 of 2 verses (50.0 %) would change their wording',
    ]);
    expect(s.requiresConfirmation).toBe(true);
  });

  it('lets a file through that keeps every verse, book and tag, and counts what lies outside the versification', () => {
    const s = summariseImport(
      input([
        verse(1, 1, 1, 'In the beginning', ['H7225']),
        verse(1, 1, 2, 'And the earth', ['H776']),
        verse(8, 1, 1, 'Now it came to pass', ['H1961']),
        verse(1, 51, 1, 'Beyond Genesis'),
        verse(65, 2, 1, 'Beyond Jude'),
      ]),
      installed,
    );
    expect(s.requiresConfirmation).toBe(false);
    expect(s.outsideVersification).toBe(2);
    expect(s.outsideSamples).toEqual(['Genesis 51:1', 'Jude 2:1']);
  });

  it('counts empty verses, and takes a reader’s own counts when it gives them', () => {
    const records = [
      verse(1, 1, 1, 'In the beginning', ['H7225']),
      verse(1, 1, 2, ''),
      verse(8, 1, 1, 'Now', ['H1961', 'H0000']),
    ];
    const s = summariseImport(input(records), installed);
    expect(s.file.emptyVerses).toBe(1);
    expect(s.risks).toContain('1 verses would be empty (0 now)');
    const fromReader = summariseImport(
      { ...input(records), reader: { emptyVerses: 16, outsideVersification: ['Genesis 51:1'] } },
      null,
    );
    expect(fromReader).toMatchObject({
      file: { emptyVerses: 16 },
      outsideVersification: 1,
      installed: null,
      differences: null,
      requiresConfirmation: false,
    });
  });

  describe('wording', () => {
    // A whole text of 200 verses, so that one verse is half a percent of it.
    const ords = Array.from({ length: 200 }, (_, i) => verseOrd(1, 1 + Math.floor(i / 20), 1 + (i % 20)));
    const kjv = (i: number) => `And God said, Let there be light number ${i}: and there was light.`;
    const whole: InstalledText = {
      checksum: 'kjv',
      perBook: [{ book: 'Gen', chapters: 10, verses: 200, emptyVerses: 0, taggedWords: 0 }],
      texts: new Map(ords.map((ord, i) => [ord, kjv(i)])),
    };
    const file = (text: (i: number) => string) =>
      input(ords.map((_, i) => verse(1, 1 + Math.floor(i / 20), 1 + (i % 20), text(i))));

    it('lets a corrected text through: punctuation and case, or a few verses reworded', () => {
      const punctuated = summariseImport(
        file((i) => kjv(i).replace(/[,:]/g, ';').toUpperCase()),
        whole,
      );
      expect(punctuated.differences).toMatchObject({ versesChanged: 200, versesReworded: 0, versesCut: 0 });
      expect(punctuated.requiresConfirmation).toBe(false);
      const corrected = summariseImport(
        file((i) => (i < 4 ? kjv(i).replace('light', 'lite') : kjv(i))),
        whole,
      );
      expect(corrected.differences?.versesReworded).toBe(4);
      expect(corrected.requiresConfirmation).toBe(false);
    });

    it("asks before another translation's wording replaces the installed one, showing verses side by side", () => {
      const web = (i: number) => `God said, "Let there be light number ${i}," and there was light.`;
      const s = summariseImport(file(web), whole);
      expect(s.differences).toMatchObject({ versesReworded: 200, versesCut: 0 });
      expect(s.risks).toEqual(['200 of 200 verses (100.0 %) would change their wording']);
      expect(s.differences?.rewordedSamples[0]).toEqual({
        reference: 'Genesis 1:1',
        installed: kjv(0),
        file: web(0),
      });
      expect(s.requiresConfirmation).toBe(true);
    });

    it('asks before a verse is cut short, even one', () => {
      const s = summariseImport(
        file((i) => (i === 199 ? 'And God said, Let there b' : kjv(i))),
        whole,
      );
      expect(s.risks).toEqual(['1 verse would lose a third or more of its words (Genesis 10:20)']);
      expect(s.differences?.rewordedSamples).toEqual([
        { reference: 'Genesis 10:20', installed: kjv(199), file: 'And God said, Let there b' },
      ]);
      expect(s.requiresConfirmation).toBe(true);
    });
  });
});
