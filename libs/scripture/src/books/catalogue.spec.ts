import { UnknownBookError } from '../errors';
import { abbreviateBookName } from './abbreviate-book-name';
import { BOOKS, findBook, getBook } from './catalogue';
import { fromOrd, verseOrd } from './verse-ord';

describe('the book catalogue', () => {
  it('lists the 66 books in canonical order with OSIS ids and display names', () => {
    expect(BOOKS).toHaveLength(66);
    expect(BOOKS[0]).toMatchObject({
      number: 1,
      osis: 'Gen',
      name: 'Genesis',
      testament: 'OT',
      chapters: 50,
    });
    expect(BOOKS[8]).toMatchObject({ osis: '1Sam', name: '1 Samuel', abbreviation: '1 Sam' });
    expect(BOOKS[21]).toMatchObject({ osis: 'Song', name: 'Song of Solomon' });
    expect(BOOKS[39]).toMatchObject({ number: 40, osis: 'Matt', testament: 'NT' });
    expect(BOOKS[65]).toMatchObject({
      number: 66,
      osis: 'Rev',
      name: 'Revelation',
      abbreviation: 'Rev',
      chapters: 22,
    });
  });

  it('has the KJV verse counts: 31,102 verses, 23,145 in the Old Testament', () => {
    const total = (books: typeof BOOKS) =>
      books.reduce((n, b) => n + b.versesPerChapter.reduce((a, c) => a + c, 0), 0);
    expect(total(BOOKS)).toBe(31102);
    expect(total(BOOKS.filter((b) => b.testament === 'OT'))).toBe(23145);
    expect(getBook('Ps').versesPerChapter[118]).toBe(176);
    expect(getBook('Gen').versesPerChapter[1]).toBe(25);
    expect(getBook('3John').versesPerChapter).toEqual([14]);
  });

  it.each([
    ['1 sam', '1Sam'],
    ['1SAM', '1Sam'],
    ['i samuel.', '1Sam'],
    ['I Samuel', '1Sam'],
    ['II Kings', '2Kgs'],
    ['III John', '3John'],
    ['Revelation of John', 'Rev'],
    ['Song of Songs', 'Song'],
    ['Canticles', 'Song'],
    ['Psalm', 'Ps'],
    ['Psa', 'Ps'],
    ['gn', 'Gen'],
    ['Ge', 'Gen'],
    ['Jn', 'John'],
    ['Jhn', 'John'],
    ['1 Cor', '1Cor'],
    ['1Co', '1Cor'],
    ['Mt', 'Matt'],
    ['Rom', 'Rom'],
    ['JOH', 'John'],
    ['MR', 'Mark'],
    ['LU', 'Luke'],
    ['1JO', '1John'],
    ['JUDE', 'Jude'],
    ['RE', 'Rev'],
    ['PHP', 'Phil'],
    ['PHM', 'Phlm'],
    ['Exod', 'Exod'],
    ['JHN', 'John'],
    ['SNG', 'Song'],
    ['43', 'John'],
  ])('finds %s as %s', (input, osis) => {
    expect(findBook(input)?.osis).toBe(osis);
  });

  it('finds books by number and rejects what is not a book', () => {
    expect(findBook(1)?.name).toBe('Genesis');
    expect(findBook(66)?.name).toBe('Revelation');
    expect(findBook(0)).toBeUndefined();
    expect(findBook(67)).toBeUndefined();
    expect(findBook('Tobit')).toBeUndefined();
    expect(findBook('Esther (Greek)')).toBeUndefined();
    expect(() => getBook('Tobit')).toThrow(new UnknownBookError('Tobit'));
    expect(() => getBook('Tobit')).toThrow('Unknown book: Tobit');
  });

  it('recognises every UTR file code of the Textus Receptus', () => {
    const codes =
      'MT MR LU JOH AC RO 1CO 2CO GA EPH PHP COL 1TH 2TH 1TI 2TI TIT PHM HEB JAS 1PE 2PE 1JO 2JO 3JO JUDE RE'.split(
        ' ',
      );
    expect(codes.map((c) => findBook(c)?.number)).toEqual(Array.from({ length: 27 }, (_, i) => 40 + i));
  });
});

describe('abbreviateBookName', () => {
  it.each([
    ['Genesis', 'Gen'],
    ['Exodus', 'Exo'],
    ['Psalms', 'Psa'],
    ['Revelation', 'Rev'],
    ['1 Samuel', '1 Sam'],
    ['2 Corinthians', '2 Cor'],
    ['Song of Solomon', 'Song'],
    ['Job', 'Job'],
    ['Jonah', 'Jonah'],
    ['1 John', '1 John'],
    ['Maccabees', 'Macc'],
  ])('shortens %s to %s', (name, short) => {
    expect(abbreviateBookName(name)).toBe(short);
  });
});

describe('verse ordinals', () => {
  it('orders verses as book*1,000,000 + chapter*1,000 + verse and back', () => {
    expect(verseOrd(43, 3, 16)).toBe(43_003_016);
    expect(fromOrd(43_003_016)).toEqual({ book: 43, chapter: 3, verse: 16 });
  });
});
