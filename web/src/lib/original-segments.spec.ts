import type { InterlinearWord } from '@strongs/contracts';
import { segmentOriginalText } from './original-segments';

function word(text: string, position: number, extra: Partial<InterlinearWord> = {}): InterlinearWord {
  return {
    position,
    text,
    textPlain: text,
    transliteration: '',
    lemma: null,
    sourceLemma: '',
    strongsNumber: null,
    strongsNumbers: [],
    morph: '',
    morphDescription: null,
    gloss: null,
    variant: null,
    originalReference: 'Genesis 8:17',
    ...extra,
  };
}

const shown = (segments: ReturnType<typeof segmentOriginalText>) =>
  segments.map((s) => (s.word ? `[${s.text}:${s.word.position}]` : s.text)).join('');

describe('segmentOriginalText', () => {
  it('pairs each printed Hebrew word with its entry and keeps maqaf and sof pasuq between them', () => {
    const text = 'עַל־הָאָ֖רֶץ הוצא׃ ס';
    const words = [
      word('עַל', 1),
      word('הָאָ֖רֶץ', 2),
      word('הוצא', 3, { variant: 'ketiv' }),
      word('הַיְצֵ֣א', 4, { variant: 'qere' }),
    ];
    expect(shown(segmentOriginalText(text, words))).toBe('[עַל:1]־[הָאָ֖רֶץ:2] [הוצא:3]׃ ס');
  });

  it('matches Greek words whole, so the article ο is not found inside λογος', () => {
    const words = ['εν', 'αρχη', 'ην', 'ο', 'λογος'].map((t, i) => word(t, i + 1));
    expect(shown(segmentOriginalText('εν αρχη ην ο λογος', words))).toBe(
      '[εν:1] [αρχη:2] [ην:3] [ο:4] [λογος:5]',
    );
  });

  it('skips the words of another verse answered with the same KJV verse instead of shifting the pairing', () => {
    const title = [word('לַמְנַצֵּ֗חַ', 1), word('מִזְמ֥וֹר', 2)];
    const verse = [word('חָנֵּ֣נִי', 1), word('אֱלֹהִ֣ים', 2)];
    expect(shown(segmentOriginalText('חָנֵּ֣נִי אֱלֹהִ֣ים', [...title, ...verse]))).toBe('[חָנֵּ֣נִי:1] [אֱלֹהִ֣ים:2]');
  });

  it('leaves a printed word without an entry as plain text', () => {
    expect(segmentOriginalText('και ιδου', [word('και', 1)])).toEqual([
      { text: 'και', word: expect.objectContaining({ position: 1 }) },
      { text: ' ιδου' },
    ]);
  });

  it('matches decomposed and composed forms of the same letters', () => {
    const composed = 'ἀγάπη'.normalize('NFC');
    const segments = segmentOriginalText(composed.normalize('NFD'), [word(composed, 1)]);
    expect(segments).toHaveLength(1);
    expect(segments[0].word?.position).toBe(1);
  });
});
