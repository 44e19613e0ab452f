import { collect } from './__fixtures__/load-fixture';
import { ReaderError } from '../errors';
import { readDelimitedBible } from './delimited-bible-reader';
import { asyncLines } from './line-source';
import { readPlainVerseLines } from './plain-verse-lines-reader';
import { readUsfm } from './usfm-reader';

describe('asyncLines', () => {
  it('splits chunks of any size into lines, tolerating CR, LF and CRLF split across chunks', async () => {
    expect(await collect(asyncLines(['a\r', '\nb\nc', 'd\re\r\n', 'f']))).toEqual(['a', 'b', 'cd', 'e', 'f']);
    expect(await collect(asyncLines([]))).toEqual([]);
  });
});

describe('readPlainVerseLines', () => {
  it('reads every supported line format and reports bad lines with their numbers', async () => {
    const lines = [
      'Gen 1:1 In the beginning God created the heaven and the earth.',
      'Genesis 1:2 And the earth was without form, and void;',
      '1 John 4:8 He that loveth not knoweth not God; for God is love.',
      'Genesis|1|3|And God said, Let there be light: and there was light.',
      'Gen\t1\t4\tAnd God saw the light, that it was good.',
      'Gen,1,5,"And God called the light Day, and the darkness he called Night."',
      '',
      'this is not a verse',
      'Tobit 1:1 The book of the words of Tobit',
      'Gen 0:1 nothing',
    ];
    const items = await collect(readPlainVerseLines(lines));
    const records = items.flatMap((i) => ('record' in i ? [i.record] : []));
    expect(records.map((r) => [r.book, r.chapter, r.verse])).toEqual([
      [1, 1, 1],
      [1, 1, 2],
      [62, 4, 8],
      [1, 1, 3],
      [1, 1, 4],
      [1, 1, 5],
    ]);
    expect(records[5].text).toBe('And God called the light Day, and the darkness he called Night.');
    expect(records[0].tokens).toEqual([{ text: records[0].text }]);
    expect(items.flatMap((i) => ('error' in i ? [i.error] : []))).toEqual([
      { line: 8, message: 'Not a verse line (expected "Book chapter:verse text")' },
      { line: 9, message: 'Unknown book: Tobit' },
      { line: 10, message: 'Bad chapter or verse: 0:1' },
    ]);
  });

  it('skips a header row', async () => {
    const items = await collect(
      readPlainVerseLines(['book,chapter,verse,text', 'John,3,16,"For God so loved the world"']),
    );
    expect(items).toEqual([
      {
        record: {
          book: 43,
          chapter: 3,
          verse: 16,
          text: 'For God so loved the world',
          tokens: [{ text: 'For God so loved the world' }],
        },
      },
    ]);
  });
});

describe('readUsfm', () => {
  const usfm = [
    '\\id GEN World English Bible',
    '\\h Genesis',
    '\\mt1 The First Book of Moses',
    '\\c 1',
    '\\s1 The Creation',
    '\\p',
    '\\v 1 \\w In the beginning|strong="H7225"\\w*, \\w God|strong="H0430"\\w* created the heavens and the earth.\\f + \\fr 1:1 \\ft The Hebrew word rendered “God” is “Elohim”.\\f*',
    '\\v 2 The earth was formless \\add and\\add* empty.\\x - \\xo 1:2 \\xt Jer 4:23\\x*',
    '\\q1 \\v 3 \\nd LORD\\nd* said, \\wj Let there be light\\wj*.',
  ].join('\n');

  it('reads verses with Strong’s words, added words, footnotes and headings', () => {
    const [v1, v2, v3] = readUsfm(usfm);
    expect(v1).toMatchObject({ book: 1, chapter: 1, verse: 1, heading: 'The Creation', paragraph: true });
    expect(v1.text).toBe('In the beginning, God created the heavens and the earth.');
    expect(v1.tokens.filter((t) => t.strongs)).toEqual([
      { text: 'In the beginning', strongs: ['H7225'] },
      { text: 'God', strongs: ['H430'] },
    ]);
    expect(v1.notes).toEqual(['The Hebrew word rendered “God” is “Elohim”.']);
    expect(v2.text).toBe('The earth was formless and empty.');
    expect(v2.tokens.find((t) => t.added)?.text).toBe('and');
    expect(v2.notes).toBeUndefined();
    expect(v3.text).toBe('LORD said, Let there be light.');
    expect(v3.tokens.find((t) => t.divine)?.text).toBe('LORD');
    expect(v3.tokens.find((t) => t.red)?.text).toBe('Let there be light');
  });

  it('rejects an unknown book id and a verse before \\c', () => {
    expect(() => readUsfm('\\id XYZ')).toThrow('Line 1: Unknown book: XYZ');
    expect(() => readUsfm('\\id GEN\n\\v 1 text')).toThrow('Line 2: Verse before \\id and \\c');
  });
});

describe('readDelimitedBible (TSV and CSV exports, read with csv-parse)', () => {
  const read = async (text: string) => collect(readDelimitedBible(text.match(/[\s\S]{1,5}/g) ?? []));

  it('reads a CSV with a header in any column order, quoted fields with commas, quotes and line breaks, and book numbers', async () => {
    const items = await read(
      'Text,Verse,Chapter,Book\r\n"In the beginning, God ""created""\r\nthe heaven",1,1,Genesis\r\n,21,17,Matt\r\nJesus wept.,35,11,43\r\n',
    );
    expect(items).toEqual([
      {
        record: {
          book: 1,
          chapter: 1,
          verse: 1,
          text: 'In the beginning, God "created" the heaven',
          tokens: [{ text: 'In the beginning, God "created" the heaven' }],
        },
      },
      { record: { book: 40, chapter: 17, verse: 21, text: '', tokens: [] } },
      {
        record: { book: 43, chapter: 11, verse: 35, text: 'Jesus wept.', tokens: [{ text: 'Jesus wept.' }] },
      },
    ]);
  });

  it('reads a TSV without a header as book, chapter, verse, text, and reports unreadable rows with their line', async () => {
    const items = await read('Gen\t1\t1\tIn the beginning\nMordor\t1\t1\tx\nGen\t1\tx\ty\n');
    expect(items[0]).toMatchObject({ record: { book: 1, chapter: 1, verse: 1, text: 'In the beginning' } });
    expect(items.slice(1)).toEqual([
      { error: { line: 2, message: 'Unknown book: Mordor' } },
      { error: { line: 3, message: 'Bad chapter or verse: 1:x' } },
    ]);
  });

  it('turns a quote never closed into a ReaderError with its line', async () => {
    await expect(read('book,chapter,verse,text\nGen,1,1,"open\nGen,1,2,x\n')).rejects.toBeInstanceOf(
      ReaderError,
    );
  });
});

describe('readPlainVerseLines: empty verses', () => {
  it('reads a verse line without text as an empty verse (the ASV leaves 16 verses to its footnotes)', async () => {
    const items = await collect(
      readPlainVerseLines([
        'Matthew 17:20 Because of your little faith.',
        'Matthew 17:21',
        'Matt\t18\t11\t',
        'Matthew|23|14|',
        'Mark,7,16,',
      ]),
    );
    expect(
      items.map((i) =>
        'record' in i
          ? `${i.record.book} ${i.record.chapter}:${i.record.verse} "${i.record.text}"`
          : i.error.message,
      ),
    ).toEqual([
      '40 17:20 "Because of your little faith."',
      '40 17:21 ""',
      '40 18:11 ""',
      '40 23:14 ""',
      '41 7:16 ""',
    ]);
  });
});
