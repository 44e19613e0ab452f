import { featuresForeignTo, parseMorphFilter } from './morph-filter';
import { MORPH_PICKERS } from './morph-pickers';

describe('the advanced search’s morphology pickers', () => {
  it.each(['hebrew', 'greek'] as const)('write only %s features a morph: filter accepts', (language) => {
    const keys = MORPH_PICKERS[language].flatMap((g) => g.options.map((o) => o.key));
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) expect(parseMorphFilter(key)).toEqual([key]);
    expect(featuresForeignTo(language, keys)).toEqual([]);
  });

  it('group the Hebrew by stem, tense, person, gender, number and state; the Greek by tense, voice, mood, case, person, number and gender', () => {
    expect(MORPH_PICKERS.hebrew.map((g) => g.label)).toEqual([
      'Stem',
      'Tense',
      'Person',
      'Gender',
      'Number',
      'State',
    ]);
    expect(MORPH_PICKERS.greek.map((g) => g.label)).toEqual([
      'Tense',
      'Voice',
      'Mood',
      'Case',
      'Person',
      'Number',
      'Gender',
    ]);
    const hebrewTenses = MORPH_PICKERS.hebrew[1].options.map((o) => o.key);
    expect(hebrewTenses).toEqual(expect.arrayContaining(['perfect', 'sequential-imperfect', 'participle']));
    expect(MORPH_PICKERS.greek[0].options.map((o) => o.label)).toEqual([
      'present',
      'imperfect',
      'future',
      'aorist',
      'perfect',
      'pluperfect',
    ]);
  });
});
