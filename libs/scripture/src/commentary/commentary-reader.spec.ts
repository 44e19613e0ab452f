import { collect, fixtureLines } from '../readers/__fixtures__/load-fixture';
import { commentaryPlainText, type CommentaryBlock } from './commentary-content';
import { commentaryLink } from './commentary-link';
import { parseCommentaryMarkup } from './commentary-markup';
import { readImpCommentary } from './commentary-reader';

const textOf = (blocks: CommentaryBlock[]) => commentaryPlainText(blocks);

describe('readImpCommentary', () => {
  it("gives MHCC's John 3:1 comment the verses up to the next keyed comment, 1-21, whatever its heading says", async () => {
    const entries = await collect(readImpCommentary(fixtureLines('mhcc-john3-excerpt.imp'), 'passage'));
    expect(entries.map((e) => [e.key, e.startVerse, e.endVerse])).toEqual([
      ['John 3:1', 1, 21],
      ['John 3:22', 22, 36],
    ]);
    const [first] = entries;
    expect(first).toMatchObject({ book: 43, chapter: 3, verse: 1 });
    expect(first.blocks[0]).toEqual({ kind: 'heading', runs: [{ text: 'Chapter 3' }] });
    expect(first.blocks).toContainEqual({
      kind: 'item',
      indent: 1,
      runs: [{ text: "Christ's discourse with Nicodemus. (1-21)" }],
    });
    expect(first.blocks).toContainEqual({ kind: 'paragraph', runs: [{ text: 'Verses 1-8', bold: true }] });
    const brazenSerpent = first.blocks.flatMap((b) => b.runs).find((r) => r.link);
    expect(brazenSerpent).toEqual({
      text: 'Nu 21:6-9',
      link: { book: 4, chapter: 21, verse: 6, endChapter: 21, endVerse: 9 },
    });
    expect(textOf(first.blocks)).toContain('brazen serpent, Nu 21:6-9. In this observe');
  });

  it('keeps a Scofield note on its own verse, with Strong-tagged Greek and Online Bible references', async () => {
    const entries = await collect(readImpCommentary(fixtureLines('scofield-excerpt.imp'), 'verse'));
    const perish = entries.find((e) => e.key === 'John 3:16')!;
    expect([perish.startVerse, perish.endVerse]).toEqual([16, 16]);
    const runs = perish.blocks.flatMap((b) => b.runs);
    expect(runs[0]).toEqual({ text: 'perish', bold: true });
    expect(runs).toContainEqual({ text: 'ἀπόλλυμι', strongs: 'G622' });
    expect(runs).toContainEqual({
      text: 'Luke 15:4,6,32',
      link: { book: 42, chapter: 15, verse: 4, endChapter: 15, endVerse: 4 },
    });
    expect(runs).toContainEqual({
      text: 'Matthew 4:8',
      italic: true,
      link: { book: 40, chapter: 4, verse: 8, endChapter: 4, endVerse: 8 },
    });
    const genesis = entries.find((e) => e.key === 'Genesis 1:1')!;
    expect(genesis.blocks.filter((b) => b.kind === 'item').map((b) => textOf([b]))[0]).toBe(
      'Creation (1:1-2:25)',
    );
    expect(entries.some((e) => e.verse === 0 && e.chapter === 0)).toBe(false);
  });

  it('lets a psalm-long entry run to the end of its psalm and reads poetry lines and lists as blocks', async () => {
    const lines = [
      '$$$Psalms 23:0',
      '<chapter n="23" osisID="Ps.23" sID="Ps.23"/>',
      '$$$Psalms 23:1',
      '<title type="x-s">Psalm 23 OVERVIEW</title> <div sID="g1" type="x-p"/> <hi type="bold">Verse 1.</hi> <hi type="italic">"The Lord is my shepherd."</hi> See <reference osisRef="Ps.80.1-Ps.80.2">Ps 80:1-2</reference> &amp; more.<div eID="g1" type="x-p"/> <lg sID="a"/><l level="1" sID="b"/>First line<l eID="b" level="1"/><l level="1" sID="c"/>Second line<l eID="c" level="1"/><lg eID="a"/> <list> <item type="x-indent-2">I. Saints. •</item> </list>',
    ];
    const [entry] = await collect(readImpCommentary(lines, 'passage'));
    expect(entry).toMatchObject({ key: 'Psalms 23:1', book: 19, chapter: 23, startVerse: 1, endVerse: 6 });
    expect(entry.blocks).toEqual([
      { kind: 'heading', runs: [{ text: 'Psalm 23 OVERVIEW' }] },
      {
        kind: 'paragraph',
        runs: [
          { text: 'Verse 1.', bold: true },
          { text: ' ' },
          { text: '"The Lord is my shepherd."', italic: true },
          { text: ' See ' },
          { text: 'Ps 80:1-2', link: { book: 19, chapter: 80, verse: 1, endChapter: 80, endVerse: 2 } },
          { text: ' & more.' },
        ],
      },
      { kind: 'paragraph', runs: [{ text: 'First line' }] },
      { kind: 'paragraph', runs: [{ text: 'Second line' }] },
      { kind: 'item', indent: 2, runs: [{ text: 'I. Saints. •' }] },
    ]);
  });

  it('keeps a book introduction at chapter 0 and a chapter introduction at verse 0', async () => {
    const lines = [
      '$$$Jude 0:0',
      '<title type="main">Jude</title>',
      '$$$Jude 1:0',
      '<div sID="x" type="x-p"/>This epistle is addressed to all believers.<div eID="x" type="x-p"/>',
      '$$$Jude 1:1',
      'Verse one.',
    ];
    const entries = await collect(readImpCommentary(lines, 'passage'));
    expect(entries.map((e) => [e.chapter, e.verse, e.startVerse, e.endVerse])).toEqual([
      [0, 0, 0, 0],
      [1, 0, 0, 0],
      [1, 1, 1, 25],
    ]);
  });

  it('refuses a key that names no verse and keys out of canonical order', async () => {
    await expect(collect(readImpCommentary(['$$$Nowhere 1:1', 'x'], 'verse'))).rejects.toThrow(
      'Not a commentary key',
    );
    await expect(
      collect(readImpCommentary(['$$$John 3:2', 'b', '$$$John 3:1', 'a'], 'verse')),
    ).rejects.toThrow('Key out of order: John 3:1');
  });
});

describe('parseCommentaryMarkup', () => {
  it('never lets markup through: unknown elements bound blocks and keep only their text', () => {
    const blocks = parseCommentaryMarkup(
      '<script>alert(1)</script><p onclick="x">Hello &lt;/ol&gt;1 &lt; 2</p>',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', runs: [{ text: 'alert(1)' }] },
      { kind: 'paragraph', runs: [{ text: 'Hello 1 < 2' }] },
    ]);
  });
});

describe('commentaryLink', () => {
  it.each([
    ['1John.5.20', { book: 62, chapter: 5, verse: 20, endChapter: 5, endVerse: 20 }],
    ['ge 1', { book: 1, chapter: 1, verse: 1, endChapter: 1, endVerse: 31 }],
    ['mt 19:4-6', { book: 40, chapter: 19, verse: 4, endChapter: 19, endVerse: 6 }],
    ['de 28:1-de 30:9', { book: 5, chapter: 28, verse: 1, endChapter: 30, endVerse: 9 }],
    ['jud 6:24', { book: 7, chapter: 6, verse: 24, endChapter: 6, endVerse: 24 }],
    ['jude 1:6', { book: 65, chapter: 1, verse: 6, endChapter: 1, endVerse: 6 }],
    ['so 7:3 so 7:7', { book: 22, chapter: 7, verse: 3, endChapter: 7, endVerse: 3 }],
    ['Scofield:Ro 1:16', { book: 45, chapter: 1, verse: 16, endChapter: 1, endVerse: 16 }],
    ['isa 43:8-isa 1244:7', { book: 23, chapter: 43, verse: 8, endChapter: 43, endVerse: 8 }],
  ])('links %s', (osisRef, link) => {
    expect(commentaryLink(osisRef)).toEqual(link);
  });

  it('links nothing that is not a verse of the KJV', () => {
    expect(commentaryLink('Gen 51:1')).toBeUndefined();
    expect(commentaryLink('Tobit 1:1')).toBeUndefined();
  });
});
