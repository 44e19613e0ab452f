import { strongsRenderings } from './strongs-renderings';
import {
  countTranslations,
  type RenderingSegment,
  type RenderingVerse,
  UNTRANSLATED,
} from './translation-counts';

const USAGE: Record<string, string> = {
  G2316: 'X exceeding, God, god(-ly, -ward)',
  G2198: 'life(-time), (a-, be) live(-ly), quick',
  H3068: 'Jehovah, the Lord. Compare H3050 (יָהּ), H3069 (יְהֹוִה).',
  H7225: 'beginning, chief(-est), first(-fruits, part, time), principal thing.',
  H853: '(as such unrepresented in English).',
  G1722: 'about, after, against, among, X as, at, before, between, (here-)by, (here-)in(-to, -wardly)',
  G1510: 'am, have been, X it is I, was',
  H1961: 'beacon, [idiom] altogether, be(-come), accomplished',
};

/** `[G2316:of God]` is a segment tagged G2316, `{is}` an added (italic) word, the rest plain text. */
function verse(text: string): RenderingVerse {
  const segments: RenderingSegment[] = [];
  for (const [, number, tagged, added, plain] of text.matchAll(
    /\[([HG]\d+):([^\]]*)\]|\{([^}]*)\}|([^[{]+)/g,
  )) {
    if (number) segments.push({ text: tagged, strongs: [number] });
    else if (added !== undefined) segments.push({ text: added, added: true });
    else segments.push({ text: plain });
  }
  return [segments];
}

function counts(...verses: string[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const { strongs, translation, count } of countTranslations(verses.map(verse), (n) => USAGE[n])) {
    (out[strongs] ??= {})[translation] = count;
  }
  return out;
}

describe('strongsRenderings', () => {
  it("reads Strong's KJV list with the forms its brackets build", () => {
    const keys = strongsRenderings(USAGE.H7225);
    for (const key of [
      'beginning',
      'chief',
      'chiefest',
      'first',
      'firstfruits',
      'part',
      'time',
      'principal',
      'thing',
    ])
      expect(keys).toContain(key);
    expect(strongsRenderings(USAGE.G2316)).toEqual(new Set(['x', 'exceeding', 'god', 'godly', 'godward']));
    expect(strongsRenderings(USAGE.G1722)).toContain('herein');
    expect(strongsRenderings(USAGE.G1722)).not.toContain('here');
  });

  it('leaves out "Compare ..." and "(as such unrepresented in English)"', () => {
    expect(strongsRenderings(USAGE.H3068)).toEqual(new Set(['jehovah', 'the', 'lord']));
    expect(strongsRenderings(USAGE.H853).size).toBe(0);
  });

  it('lists every form of an auxiliary it names', () => {
    expect(strongsRenderings(USAGE.H1961)).toContain('was');
  });
});

describe('countTranslations', () => {
  it('keeps the case that carries meaning and counts a possessive with its word', () => {
    expect(
      counts(
        'The [H3068:LORD] is my shepherd.',
        'In the [H3068:LORD’s] house.',
        'I the [H3068:Lord] {am} here.',
      ),
    ).toEqual({
      H3068: { LORD: 2, Lord: 1 },
    });
  });

  it('counts a split rendering once: "the living God" tags "the" and "God" with θεός', () => {
    expect(counts('the Son of [G2316:the] [G2198:living] [G2316:God].')).toEqual({
      G2316: { God: 1 },
      G2198: { living: 1 },
    });
  });

  it('reduces a phrase to the words Strong\u2019s lists for the number', () => {
    expect(counts('the things that are [G2316:of God’s] indeed', 'he said [G2316:unto God]')).toEqual({
      G2316: { God: 2 },
    });
  });

  it('takes the untagged word before a lone word when that one is the rendering', () => {
    expect(
      counts(
        'after a godly [G2316:sort],',
        'the first [H7225:part] for himself',
        'Wisdom {is} the principal [H7225:thing];',
      ),
    ).toEqual({
      G2316: { godly: 1 },
      H7225: { 'first part': 1, 'principal thing': 1 },
    });
  });

  it('never counts an italic word as part of a rendering', () => {
    expect(counts('the {first} [H7225:part]')).toEqual({ H7225: { part: 1 } });
  });

  it('calls a lone function word that renders nothing untranslated, and keeps one Strong\u2019s lists', () => {
    expect(counts('God created the heaven [H853:and] the earth.', 'He dwelt [G1722:in] the land.')).toEqual({
      H853: { [UNTRANSLATED]: 1 },
      G1722: { in: 1 },
    });
  });

  it('lowers a capital that only opens a sentence, after the word\u2019s usual case for the number', () => {
    expect(
      counts('[H7225:Beginning] {is} here.', 'In the [H7225:beginning].', 'The [H7225:beginning].'),
    ).toEqual({ H7225: { beginning: 3 } });
    expect(counts('[G2316:God] so loved.', 'the love of [G2316:God].')).toEqual({ G2316: { God: 2 } });
  });

  it('keeps an auxiliary and a phrase that Strong\u2019s lists ("I am")', () => {
    expect(counts('Jesus said, [G1510:I am] he.', 'it [H1961:was] so.')).toEqual({
      G1510: { 'I am': 1 },
      H1961: { was: 1 },
    });
  });
});
