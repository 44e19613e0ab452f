import { MAX_PASSAGE_VERSES, parsePassage } from './passage';

describe('parsePassage', () => {
  it('reads a verse range within a chapter', () => {
    const p = parsePassage('John 3:16-21');
    expect(p?.label).toBe('John 3:16-21');
    expect(p?.verses.map((v) => v.verse)).toEqual([16, 17, 18, 19, 20, 21]);
  });

  it('reads abbreviations, single verses, whole chapters and ranges across chapters', () => {
    expect(parsePassage('Jn 3:16')?.verses).toEqual([{ chapter: 3, verse: 16 }]);
    expect(parsePassage('Psalm 23')?.label).toBe('Psalms 23');
    expect(parsePassage('Psalm 23')?.verses).toHaveLength(6);
    expect(parsePassage('John 3:36-4:2')?.verses).toEqual([
      { chapter: 3, verse: 36 },
      { chapter: 4, verse: 1 },
      { chapter: 4, verse: 2 },
    ]);
    expect(parsePassage('Gen 1-2')?.verses).toHaveLength(31 + 25);
  });

  it('refuses unknown books and verses past the end, and cuts very long passages', () => {
    expect(parsePassage('Hezekiah 1:1')).toBeUndefined();
    expect(parsePassage('John 3:37')).toBeUndefined();
    expect(parsePassage('John 0')).toBeUndefined();
    expect(parsePassage('John')).toBeUndefined();
    expect(parsePassage('Psalms 119')?.verses).toHaveLength(176);
    expect(parsePassage('Genesis 1-10')?.verses).toHaveLength(MAX_PASSAGE_VERSES);
  });
});
