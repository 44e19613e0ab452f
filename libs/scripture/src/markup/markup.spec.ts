import { splitDerivation } from './derivation-split';
import { parseOsisFragment } from './osis-fragment';
import { usfmMarkersToOsis } from './usfm-character-markers';
import { parseLexiconReferences } from './lexicon-references';
import { splitOutline } from './split-outline';
import {
  foldTransliteration,
  plainText,
  stripGreekAccents,
  stripHebrewCantillation,
  stripHebrewPoints,
} from './text-normalisation';
import { withoutStrongs } from './without-strongs';

describe('text normalisation for search', () => {
  it('strips Hebrew points and cantillation but keeps the letters, maqaf as a space', () => {
    expect(stripHebrewPoints('בְּרֵאשִׁ֖ית')).toBe('בראשית');
    expect(stripHebrewPoints('עַל־הָאָֽרֶץ׃')).toBe('על הארץ');
  });

  it('strips Hebrew cantillation, meteg and sof pasuq but keeps the vowel points and dagesh', () => {
    expect(stripHebrewCantillation('יְהוָ֔ה')).toBe(stripHebrewCantillation('יְהוָ֖ה'));
    expect(stripHebrewCantillation('בְּרֵאשִׁ֖ית')).toBe('בְּרֵאשִׁית');
    expect(stripHebrewCantillation('הָאָֽרֶץ׃')).toBe('הָאָרֶץ');
  });

  it('strips Greek accents, lower-cases and folds final sigma', () => {
    expect(stripGreekAccents('ἀγάπη')).toBe('αγαπη');
    expect(stripGreekAccents('Θεός')).toBe('θεοσ');
  });

  it('folds transliterations to plain letters', () => {
    expect(foldTransliteration('rêʼshîyth')).toBe('reshiyth');
    expect(foldTransliteration('agápē')).toBe('agape');
    expect(foldTransliteration("'ĕlôhîym")).toBe('elohiym');
  });

  it('collapses whitespace and removes pilcrows', () => {
    expect(plainText(' ¶ For  God\n so ')).toBe('For God so');
  });
});

describe('lexicon cross-references', () => {
  it('reads derivations, shared roots and comparisons', () => {
    expect(parseLexiconReferences('from the same as H7218 (רֹאשׁ);')).toEqual([
      { strongs: 'H7218', kind: 'same_root' },
    ]);
    expect(parseLexiconReferences('from G25 (ἀγαπάω);')).toEqual([{ strongs: 'G25', kind: 'derives_from' }]);
    expect(parseLexiconReferences('perhaps from (much) (or compare G5689);')).toEqual([
      { strongs: 'G5689', kind: 'compare' },
    ]);
    expect(parseLexiconReferences('of Hebrew origin (H0175);')).toEqual([
      { strongs: 'H175', kind: 'derives_from' },
    ]);
    expect(parseLexiconReferences('from G2596 and G2064; see also H430')).toEqual([
      { strongs: 'G2596', kind: 'derives_from' },
      { strongs: 'G2064', kind: 'derives_from' },
      { strongs: 'H430', kind: 'see' },
    ]);
  });
});

describe('splitOutline', () => {
  it('splits H7225 at its semicolon-free definition into one sense', () => {
    expect(splitOutline('the first, in place, time, order or rank (specifically, a firstfruit)')).toEqual([
      'the first, in place, time, order or rank (specifically, a firstfruit)',
    ]);
  });

  it('splits G26 and H430 at their semicolons', () => {
    expect(splitOutline(' love, i.e. affection or benevolence; specially (plural) a love-feast')).toEqual([
      'love, i.e. affection or benevolence',
      'specially (plural) a love-feast',
    ]);
    const h430 =
      'gods in the ordinary sense; but specifically used (in the plural, thus, especially with the article) of the supreme God; occasionally applied by way of deference to magistrates; and sometimes as a superlative';
    expect(splitOutline(h430)).toHaveLength(4);
  });

  it('splits numbered senses', () => {
    expect(splitOutline('1) beginning, first 2) chief; principal 3) first fruits')).toEqual([
      'beginning, first',
      'chief; principal',
      'first fruits',
    ]);
    expect(splitOutline('')).toEqual([]);
  });
});

describe('USFM character markers inside SWORD OSIS', () => {
  it('reads Exodus 6:3 "by my name \\nd JEHOVAH" as a divine name, with no backslash left', () => {
    const verse = parseOsisFragment(
      'but by my <w lemma="strong:H8034">name</w> \\nd <w lemma="strong:H3068">JEHOVAH</w></divineName> was I not',
    );
    expect(verse.text).toBe('but by my name JEHOVAH was I not');
    expect(verse.tokens.find((t) => t.text === 'JEHOVAH')).toEqual({
      text: 'JEHOVAH',
      strongs: ['H3068'],
      divine: true,
    });
  });

  it('closes a note\u2019s divine name written "<divineName>LORD\\+nd*" and drops unknown codes', () => {
    const verse = parseOsisFragment(
      'the <note placement="foot">the <divineName>LORD\\+nd*: or, \\nd LORD\\+nd* \\zz x\\zz*</note>end',
    );
    expect(verse.notes).toEqual(['the LORD: or, LORD x']);
    expect(usfmMarkersToOsis('plain')).toBe('plain');
  });
});

describe('splitDerivation', () => {
  it('moves a boundary that falls inside a parenthesis to the next clause end (G444)', () => {
    expect(
      splitDerivation('from G435 and ὤψ (the countenance;', ' from G3700); man-faced, i.e. a human being'),
    ).toEqual({
      origin: 'from G435 and ὤψ (the countenance; from G3700);',
      definition: 'man-faced, i.e. a human being',
    });
  });

  it('splits a derivation that holds the whole entry at its first clause, and keeps a clean split as it is', () => {
    expect(
      splitDerivation('feminine of an adjective hesperos (evening); the eve (G5610 being implied)', ''),
    ).toEqual({
      origin: 'feminine of an adjective hesperos (evening);',
      definition: 'the eve (G5610 being implied)',
    });
    expect(splitDerivation('from G25;', ' love')).toEqual({ origin: 'from G25;', definition: 'love' });
  });
});

describe('withoutStrongs', () => {
  it('drops numbers, lemmas and parsing, keeps italics and divine names, and merges the plain runs', () => {
    const record = withoutStrongs({
      book: 19,
      chapter: 23,
      verse: 1,
      text: 'Yahweh is my shepherd.',
      tokens: [
        { text: 'Yahweh', strongs: ['H3068'], divine: true },
        { text: ' ' },
        { text: 'is', strongs: ['H3068'], morph: 'x' },
        { text: ' my ' },
        { text: 'shepherd', strongs: ['H7462'], lemma: 'l' },
        { text: '.' },
      ],
      headingTokens: [{ text: 'Psalm', strongs: ['H4210'] }],
    });
    expect(record.tokens).toEqual([{ text: 'Yahweh', divine: true }, { text: ' is my shepherd.' }]);
    expect(record.headingTokens).toEqual([{ text: 'Psalm' }]);
    expect(record.tokens.map((t) => t.text).join('')).toBe(record.text);
  });
});

describe('splitDerivation when a parenthesis runs to the end of the entry', () => {
  it('ends the derivation at the clause before it (G1537)', () => {
    expect(
      splitDerivation(
        'or ἐξ [ex]; a primary preposition denoting origin, out (of place, time, or cause;',
        ' literal or figurative)',
      ),
    ).toEqual({
      origin: 'or ἐξ [ex];',
      definition:
        'a primary preposition denoting origin, out (of place, time, or cause; literal or figurative)',
    });
  });
});
