import { formatReference } from '../references/format-reference';
import { parseNaveEntry, type UnresolvedSubTopic } from './nave-entry';

/** Each line as level, label, references in OSIS (a whole chapter marked) and link targets. */
const summary = (lines: UnresolvedSubTopic[]) =>
  lines.map((l) => [
    l.level,
    l.label,
    l.references.map((r) => `${formatReference(r, 'osis')}${r.wholeChapter ? ' (chapter)' : ''}`),
    l.links.map((k) => k.target),
  ]);

// Snippets copied from sword/nave.imp.gz (sword-dict-naves 3.0-1).
const ABDON = `<entryFree n="ABDON"> <def> <lb/>1. A judge of Israel, in the time of the judges <ref osisRef="Judg.12.13-Judg.12.15">Jud  12:13-15</ref> <lb/>2. A Levitical city <ref osisRef="Josh.21.30">Jos 21:30</ref>; <ref osisRef="1Chr.6.74">1Ch 6:74</ref> <lb/>3. A Benjamite chief <ref osisRef="1Chr.8.23">1Ch 8:23</ref> <list> <item>See <ref target="Nave:ACHBOR">ACHBOR</ref></item> </list> <lb/>4. Son of Gibeon <ref osisRef="1Chr.8.30">1Ch 8:30</ref>; <ref osisRef="1Chr.9.36">9:36</ref> <lb/>5. Son of <ref osisRef="Mic.2">Micah 2</ref>Ch 34:20 <list> <item>Also called ACHBOR <ref osisRef="2Kgs.22.12">2Ki 22:12</ref></item> </list> </def> </entryFree>`;

const LOVE_START = `<entryFree n="LOVE"> <def> <lb/>→ OF CHILDREN FOR PARENTS <list> <item>See <ref target="Nave:CHILDREN">CHILDREN</ref></item> </list> <lb/>→ OF <ref target="Nave:GOD">GOD</ref>, LOVE OF <lb/>→ OF MAN FOR GOD <ref osisRef="Exod.20.6">Ex 20:6</ref>; <ref osisRef="Deut.5.10">De 5:10</ref>; <ref osisRef="Deut.6.5">6:5</ref>; <ref osisRef="1John.5.1-1John.5.3">5:1-3</ref>; <ref osisRef="2John.1.1">2Jo 1</ref>:6; <ref osisRef="Jude.1.1">Jude 1</ref>:21 <lb/>→ 0F MAN FOR JESUS <ref osisRef="Matt.10.37">Mt 10:37</ref>,<ref osisRef="Matt.10.38">38</ref></def> </entryFree>`;

describe('parseNaveEntry', () => {
  it('reads numbered sub-topics, their listed items, ranges and a See link (ABDON)', () => {
    expect(summary(parseNaveEntry(ABDON))).toEqual([
      [0, '1. A judge of Israel, in the time of the judges', ['Judg.12.13-Judg.12.15'], []],
      [0, '2. A Levitical city', ['Josh.21.30', '1Chr.6.74'], []],
      [0, '3. A Benjamite chief', ['1Chr.8.23'], []],
      [1, 'See ACHBOR', [], ['ACHBOR']],
      [0, '4. Son of Gibeon', ['1Chr.8.30', '1Chr.9.36'], []],
      // "Micah 2" is a name followed by "2Ch 34:20", not Micah chapter 2: it stays text.
      [0, '5. Son of Micah 2Ch 34:20', [], []],
      [1, 'Also called ACHBOR', ['2Kgs.22.12'], []],
    ]);
  });

  it('reads arrow sub-topics, a link inside a label and the verse a one-chapter book writes after its link (LOVE)', () => {
    expect(summary(parseNaveEntry(LOVE_START))).toEqual([
      [0, 'OF CHILDREN FOR PARENTS', [], []],
      [1, 'See CHILDREN', [], ['CHILDREN']],
      [0, 'OF GOD, LOVE OF', [], ['GOD']],
      [
        0,
        'OF MAN FOR GOD',
        ['Exod.20.6', 'Deut.5.10', 'Deut.6.5', '1John.5.1-1John.5.3', '2John.1.6', 'Jude.1.21'],
        [],
      ],
      [0, '0F MAN FOR JESUS', ['Matt.10.37', 'Matt.10.38'], []],
    ]);
  });

  it('spreads a list of verses after a one-chapter book link into its verses and ranges', () => {
    const lines = parseNaveEntry(
      `<entryFree n="X"> <def> <lb/>→ Apostasy <ref osisRef="Jude.1.1">Jude 1</ref>:3,4,20-23; <ref osisRef="Rev.3.11">Re 3:11</ref></def> </entryFree>`,
    );
    expect(summary(lines)).toEqual([
      [0, 'Apostasy', ['Jude.1.3', 'Jude.1.4', 'Jude.1.20-Jude.1.23', 'Rev.3.11'], []],
    ]);
  });

  it('reads a whole chapter as its verses, marked as a chapter, and drops books outside the 66', () => {
    const lines = parseNaveEntry(
      `<entryFree n="AARON"> <def> <lb/>→ Rod of, buds <ref osisRef="Num.17">Nu 17</ref>; <ref osisRef="Heb.9.4">Heb 9:4</ref> <lb/>→ Peace <ref osisRef="Wis.2">Wisdom 2</ref> </def> </entryFree>`,
    );
    expect(summary(lines)).toEqual([
      [0, 'Rod of, buds', ['Num.17.1-Num.17.13 (chapter)', 'Heb.9.4'], []],
      [0, 'Peace Wisdom 2', [], []],
    ]);
  });

  it('keeps the words of a See line whose link is part of a longer name, and decodes entities', () => {
    const lines = parseNaveEntry(
      `<entryFree n="AARON"> <def> <lb/>→ See <ref target="Nave:PRIEST">PRIEST</ref>, HIGH <list> <item>See <ref target="Nave:DEATH">DEATH</ref>&amp;gt;</item> </list> <lb/>→ &#8220;Holy&#8221; &amp; just <ref osisRef="Ps.106.16">Ps 106:16</ref></def> </entryFree>`,
    );
    expect(summary(lines)).toEqual([
      [0, 'See PRIEST, HIGH', [], ['PRIEST']],
      [1, 'See DEATH', [], ['DEATH']],
      [0, '“Holy” & just', ['Ps.106.16'], []],
    ]);
  });
});
