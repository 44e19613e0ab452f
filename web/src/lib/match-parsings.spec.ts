import type { InterlinearWord } from '@strongs/contracts';
import { originalWordsByRow } from './match-parsings';

const word = (text: string, strongs: string[], morph: string): InterlinearWord => ({
  position: 0,
  text,
  textPlain: text,
  transliteration: '',
  lemma: null,
  sourceLemma: '',
  strongsNumber: strongs[0] ?? null,
  strongsNumbers: strongs,
  morph,
  morphDescription: morph,
  gloss: null,
  variant: null,
  originalReference: 'Genesis 1:1',
});

const texts = (rows: InterlinearWord[][]) => rows.map((r) => r.map((w) => w.text).join(' + '));

describe('originalWordsByRow', () => {
  it('follows the English stored over each word when the numbers alone cannot pair them (Luke 6:32, G25)', () => {
    const glossed = (text: string, gloss: string) => ({ ...word(text, ['G25'], 'V'), gloss });
    const words = [
      glossed('αγαπατε', 'ye love'),
      glossed('αγαπωντας', 'them which love'),
      glossed('αγαπωσιν', 'love'),
      glossed('αγαπωντας', 'those that love'),
    ];
    words[3] = { ...words[3], position: 16 };
    const rows = ['ye love', 'love', 'those that love'].map((w) => ({ strongsNumber: 'G25', word: w }));
    const found = originalWordsByRow(rows, words);
    expect(texts(found)).toEqual(['αγαπατε', 'αγαπωσιν', 'αγαπωντας']);
    expect(found[2][0].position).toBe(16);
  });

  it('pairs Genesis 1:1 word by word and lists both את under the one English "and"', () => {
    const words = [
      word('בְּרֵאשִׁית', ['H7225'], 'HR/Ncfsa'),
      word('בָּרָא', ['H1254'], 'HVqp3ms'),
      word('אֱלֹהִים', ['H430'], 'HNcmpa'),
      word('אֵת', ['H853'], 'HTo'),
      word('הַשָּׁמַיִם', ['H8064'], 'HTd/Ncmpa'),
      word('וְאֵת', ['H853'], 'HC/To'),
      word('הָאָרֶץ', ['H776'], 'HTd/Ncbsa'),
    ];
    const rows = ['H7225', 'H430', 'H1254', 'H8064', 'H853', 'H776'].map((strongsNumber) => ({
      strongsNumber,
    }));
    expect(texts(originalWordsByRow(rows, words))).toEqual([
      'בְּרֵאשִׁית',
      'אֱלֹהִים',
      'בָּרָא',
      'הַשָּׁמַיִם',
      'אֵת + וְאֵת',
      'הָאָרֶץ',
    ]);
  });

  it('gives each occurrence its own row when the English repeats the number as often as the original', () => {
    const words = [
      word('λογος', ['G3056'], 'N-NSM'),
      word('λογος', ['G3056'], 'N-NSM'),
      word('λογος', ['G3056'], 'N-NSM'),
    ];
    const rows = [{ strongsNumber: 'G3056' }, { strongsNumber: 'g03056' }, { strongsNumber: 'G3056' }];
    expect(originalWordsByRow(rows, words).map((r) => r.length)).toEqual([1, 1, 1]);
    expect(originalWordsByRow(rows, words)[1][0]).toBe(words[1]);
  });

  it('finds a Greek compound under either of its numbers, and nothing for a number the original lacks', () => {
    const words = [word('καγω', ['G2532', 'G1473'], 'P-1NS-C')];
    expect(
      texts(originalWordsByRow([{ strongsNumber: 'G1473' }, { strongsNumber: 'G9999' }], words)),
    ).toEqual(['καγω', '']);
  });

  it('finds a form number the Greek text tags by its lemma through the form itself: "was" G2258 ἦν is ην G1510', () => {
    const words = [
      word('εν', ['G1722'], 'PREP'),
      word('ην', ['G1510'], 'V-IAI-3S'),
      word('λογος', ['G3056'], 'N-NSM'),
      word('ην', ['G1510'], 'V-IAI-3S'),
      word('εστιν', ['G1510'], 'V-PAI-3S'),
    ];
    const rows = [
      { strongsNumber: 'G1722', lemma: 'ἐν' },
      { strongsNumber: 'G2258', lemma: 'ἦν' },
      { strongsNumber: 'G3056', lemma: 'λόγος' },
      { strongsNumber: 'G2258', lemma: 'ἦν' },
      { strongsNumber: 'G2076', lemma: 'ἐστί' },
    ];
    const matched = originalWordsByRow(rows, words);
    expect(texts(matched)).toEqual(['εν', 'ην', 'λογος', 'ην', 'εστιν']);
    expect(matched[3][0]).toBe(words[3]);
  });

  it("does not take a word another row's number claims, even when the headword fits", () => {
    const words = [word('ην', ['G2258'], 'V-IAI-3S')];
    expect(
      texts(
        originalWordsByRow(
          [
            { strongsNumber: 'G2258', lemma: 'ἦν' },
            { strongsNumber: 'G1510', lemma: 'ἦν' },
          ],
          words,
        ),
      ),
    ).toEqual(['ην', '']);
  });
});
