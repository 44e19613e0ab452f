import { ReaderError } from '../errors';
import { collect, fixture, fixtureLines } from './__fixtures__/load-fixture';
import { readImpDictionary } from './imp-dictionary-reader';
import { readStrongsGreekXml } from './strongs-greek-xml-reader';
import { readStrongsJson } from './strongs-json-reader';

describe("readStrongsJson (Open Scriptures Strong's)", () => {
  it('reads H7225 rêʼshîyth, from the same root as H7218', () => {
    const records = readStrongsJson(JSON.parse(fixture('strongs-hebrew-excerpt.json')), 'hebrew');
    expect(records.map((r) => r.strongs)).toEqual(['H1', 'H430', 'H7218', 'H7225']);
    expect(records[3].lemma.normalize('NFC')).toBe('רֵאשִׁית'.normalize('NFC'));
    expect({ ...records[3], lemma: '' }).toEqual({
      strongs: 'H7225',
      language: 'hebrew',
      lemma: '',
      transliteration: 'rêʼshîyth',
      pronunciation: "ray-sheeth'",
      definition: 'the first, in place, time, order or rank (specifically, a firstfruit)',
      origin: 'from the same as H7218 (רֹאשׁ);',
      usage: 'beginning, chief(-est), first(-fruits, part, time), principal thing.',
      references: [{ strongs: 'H7218', kind: 'same_root' }],
    });
    expect(records[0].usage).toContain('[idiom] patrimony');
  });

  it('reads G26 agápē, derived from G25, with the leading space trimmed', () => {
    const records = readStrongsJson(JSON.parse(fixture('strongs-greek-excerpt.json')), 'greek');
    const g26 = records.find((r) => r.strongs === 'G26')!;
    expect(g26).toMatchObject({
      lemma: 'ἀγάπη',
      transliteration: 'agápē',
      pronunciation: "ag-ah'-pay",
      definition: 'love, i.e. affection or benevolence; specially (plural) a love-feast',
    });
    expect(g26.references).toEqual([{ strongs: 'G25', kind: 'derives_from' }]);
    expect(records.find((r) => r.strongs === 'G2')?.references).toEqual([
      { strongs: 'H175', kind: 'derives_from' },
    ]);
  });

  it('rejects what is not a dictionary object', () => {
    expect(() => readStrongsJson([] as unknown as Record<string, unknown>, 'greek')).toThrow(ReaderError);
    expect(() => readStrongsJson({ X1: {} }, 'greek')).toThrow(
      new ReaderError(1, "Not a greek Strong's number: X1"),
    );
    expect(() => readStrongsJson({ G1: 'x' }, 'greek')).toThrow(ReaderError);
  });
});

describe('readImpDictionary (SWORD StrongsHebrew / StrongsGreek)', () => {
  it('reads H7225 with its origin, definition and KJV renderings, and skips the repeated key', async () => {
    const records = await collect(readImpDictionary(fixtureLines('strongshebrew-excerpt.imp')));
    expect(records.map((r) => r.strongs)).toEqual(['H1', 'H2', 'H430', 'H2200', 'H7225']);
    expect(records[4]).toMatchObject({
      language: 'hebrew',
      lemma: 'ראשׁית',
      transliteration: "rê'shîyth",
      pronunciation: "ray-sheeth'",
      origin: 'From the same as H7218',
      definition: 'the first in place time order or rank (specifically a firstfruit)',
      usage: 'beginning chief (-est) first (-fruits part time) principal thing.',
      references: [{ strongs: 'H7218', kind: 'same_root' }],
    });
    expect(records[1]).toMatchObject({
      aramaic: true,
      origin: '(Chaldee) corresponding to H1',
      usage: 'father.',
    });
  });

  it('reads G26 from G25 and skips numbers that are not used', async () => {
    const records = await collect(readImpDictionary(fixtureLines('strongsgreek-excerpt.imp')));
    expect(records.map((r) => r.strongs)).toEqual(['G2', 'G25', 'G26']);
    expect(records[2]).toMatchObject({
      language: 'greek',
      lemma: 'ἀγάπη',
      transliteration: 'agápē',
      origin: 'from G25;',
      definition: 'love, i.e. affection or benevolence; specially (plural) a love-feast',
      usage: '(feast of) charity(-ably), dear, love.',
      references: [{ strongs: 'G25', kind: 'derives_from' }],
    });
  });
});

describe('readStrongsGreekXml', () => {
  it('reads G26 from the XML in small chunks and skips "Not Used" entries', async () => {
    const xml = fixture('strongsgreek-excerpt.xml');
    const chunks = xml.match(/[\s\S]{1,100}/g)!;
    const records = await collect(readStrongsGreekXml(chunks));
    expect(records.map((r) => r.strongs)).toEqual(['G2', 'G26']);
    expect(records[1].lemma.normalize('NFC')).toBe('ἀγάπη'.normalize('NFC'));
    expect(records[1]).toMatchObject({
      transliteration: 'agápē',
      pronunciation: "ag-ah'-pay",
      origin: 'from G25;',
      definition: 'love, i.e. affection or benevolence; specially (plural) a love-feast',
      usage: '(feast of) charity(-ably), dear, love.',
      references: [{ strongs: 'G25', kind: 'derives_from' }],
    });
    expect(records[0].origin).toBe('of Hebrew origin (H175);');
  });

  it('keeps the whole text of G32, G2316 and G3588, the derivation ending at a clause outside parentheses', async () => {
    const entry = (n: string, body: string) =>
      `<entry strongs="${n}"><strongs>${Number(n)}</strongs> ${body}\n</entry>`;
    const ref = (n: number) => `<strongsref language="GREEK" strongs="${n}"/>`;
    const xml = `<entries>${[
      entry(
        '00032',
        `<greek BETA="" unicode="ἄγγελος" translit="ángelos"/> <pronunciation strongs="ang'-el-os"/>
 <strongs_derivation>from <greek BETA="" unicode="ἀγγέλλω" translit="angéllō"/> (probably derived from ${ref(71)};</strongs_derivation><strongs_def> compare ${ref(34)}) (to bring
 tidings); a messenger; especially an "angel"; by implication, a pastor</strongs_def><kjv_def>:--angel, messenger.</kjv_def>`,
      ),
      entry(
        '02316',
        `<greek BETA="" unicode="θεός" translit="theós"/> <pronunciation strongs="theh'-os"/>
 <strongs_derivation>of uncertain affinity; a deity, especially (with ${ref(3588)}) the supreme Divinity;</strongs_derivation><strongs_def> figuratively, a magistrate; by Hebraism, very</strongs_def><kjv_def>:--X exceeding, God, god(-ly, -ward).</kjv_def>`,
      ),
      entry(
        '03588',
        `<greek BETA="" unicode="ὁ" translit="ho"/> <pronunciation strongs="ho"/>, including the feminine <greek BETA="" unicode="ἡ" translit="hē"/> <pronunciation strongs="hay"/>
 in all their inflections; <strongs_derivation>the definite article;</strongs_derivation><strongs_def> the (sometimes to be supplied)</strongs_def><kjv_def>:--the, this.</kjv_def> Compare ${ref(3739)}.`,
      ),
    ].join('\n')}</entries>`;
    const [g32, g2316, g3588] = await collect(readStrongsGreekXml([xml]));
    expect(g32).toMatchObject({
      origin: 'from ἀγγέλλω (probably derived from G71; compare G34) (to bring tidings);',
      definition: 'a messenger; especially an "angel"; by implication, a pastor',
    });
    expect(g2316).toMatchObject({
      origin: 'of uncertain affinity;',
      definition:
        'a deity, especially (with G3588) the supreme Divinity; figuratively, a magistrate; by Hebraism, very',
      usage: 'X exceeding, God, god(-ly, -ward).',
    });
    expect(g3588).toMatchObject({
      lemma: 'ὁ',
      pronunciation: 'ho',
      origin: 'including the feminine ἡ [hay] in all their inflections; the definite article;',
      definition: 'the (sometimes to be supplied). Compare G3739.',
    });
  });

  it('reports malformed XML as a ReaderError', async () => {
    await expect(
      collect(readStrongsGreekXml(['<entries><entry strongs="1">', '</entries>'])),
    ).rejects.toBeInstanceOf(ReaderError);
  });
});
