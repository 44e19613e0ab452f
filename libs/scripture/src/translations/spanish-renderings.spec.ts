import { collect, fixtureLines } from '../readers/__fixtures__/load-fixture';
import { readImpBible } from '../readers/imp-bible-reader';
import { countSpanishRenderings, spanishRenderingWords } from './spanish-renderings';
import type { RenderingVerse } from './translation-counts';

const verse = (...segments: [string, string?][]): RenderingVerse => [
  segments.map(([text, strongs]) => (strongs ? { text, strongs: [strongs] } : { text })),
];
const counts = (verses: RenderingVerse[]) =>
  Object.fromEntries(countSpanishRenderings(verses).map((c) => [`${c.strongs} ${c.translation}`, c.count]));

describe('Spanish renderings (Reina-Valera 1909)', () => {
  it('drops the articles, prepositions, conjunctions and pronouns a phrase opens with', () => {
    expect(spanishRenderingWords('y la tierra')).toEqual(['tierra']);
    expect(spanishRenderingWords('de las aguas')).toEqual(['aguas']);
    expect(spanishRenderingWords('á la luz')).toEqual(['luz']);
    expect(spanishRenderingWords('que se mueve sobre')).toEqual(['mueve', 'sobre']);
    expect(spanishRenderingWords('nos amó')).toEqual(['amó']);
    expect(spanishRenderingWords('he amado')).toEqual(['he', 'amado']);
    expect(spanishRenderingWords('¿CAZARÁS')).toEqual(['CAZARÁS']);
  });

  it('keeps a phrase of function words whole, and the words after the first that renders', () => {
    expect(spanishRenderingWords('para que')).toEqual(['para', 'que']);
    expect(spanishRenderingWords('sobre')).toEqual(['sobre']);
    expect(spanishRenderingWords('estaban sobre')).toEqual(['estaban', 'sobre']);
    expect(spanishRenderingWords('y sobre')).toEqual(['sobre']);
    expect(spanishRenderingWords('oh Dios')).toEqual(['Dios']);
    expect(spanishRenderingWords(',')).toEqual([]);
  });

  it('counts each tagged phrase once per number, the counts summing to the tags', () => {
    const result = counts([
      verse(
        ['Porque ', undefined],
        ['de tal manera', 'G3779'],
        [' ', undefined],
        ['amó', 'G25'],
        [' Dios', undefined],
      ),
      verse(['El que ', undefined], ['ama', 'G25'], [' á su hermano', undefined]),
      verse(['Y él ', undefined], ['nos amó', 'G25'], ['.', undefined]),
      verse([',', 'G25']),
    ]);
    expect(result).toEqual({ 'G3779 tal manera': 1, 'G25 amó': 2, 'G25 ama': 1, 'G25 [untranslated]': 1 });
  });

  it('writes a capital at a verse start or after punctuation in lower case, unless the word keeps it elsewhere', () => {
    const result = counts([
      verse(['Amarás', 'G25'], [' á tu prójimo', undefined]),
      verse(['Y ', undefined], ['amarás', 'G25']),
      verse(['¿', undefined], ['CAZARÁS', 'H6679'], [' tú?', undefined]),
      verse(['Dios', 'G2316'], [' es amor', undefined]),
      verse(['Y dijo ', undefined], ['Dios', 'G2316']),
      verse(['Y dijo: ', undefined], ['Sea', 'H1961'], [' la luz', undefined]),
      verse(['SANTIDAD Á ', undefined], ['JEHOVÁ', 'H3068']),
      verse(['Y habló ', undefined], ['Jehová', 'H3068']),
      verse(['Dijo á su padre: y, ', undefined], ['Honrarás', 'G5091']),
      verse(['Y dijo: ', undefined], ['Honrarás', 'G5091']),
    ]);
    expect(result).toEqual({
      'G25 amarás': 2,
      'H6679 cazarás': 1,
      'G2316 Dios': 2,
      'H1961 sea': 1,
      'H3068 Jehová': 2,
      'G5091 honrarás': 2,
    });
  });

  it('reads the RV1909 excerpt: John 3:16 renders G25 as amó, several numbers of a word counted for each', async () => {
    const verses = await collect(readImpBible(fixtureLines('rv1909-excerpt.imp')));
    const result = counts(verses.map((v) => [v.tokens]));
    expect(result['G25 amó']).toBe(1);
    expect(result['H5315 hay vida']).toBe(1);
    expect(result['H2416 hay vida']).toBe(1);
    expect(result['H398 comerás']).toBe(1);
    expect(result['H7225 principio']).toBe(1);
    expect(result['G2424 Jesucristo']).toBe(1);
    expect(result['G5547 Jesucristo']).toBe(1);
    const tags = verses.flatMap((v) => v.tokens).reduce((n, t) => n + new Set(t.strongs ?? []).size, 0);
    expect(countSpanishRenderings(verses.map((v) => [v.tokens])).reduce((n, c) => n + c.count, 0)).toBe(tags);
  });
});
