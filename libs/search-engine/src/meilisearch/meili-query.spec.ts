import { parseSearchQuery } from '../query/parse-query';
import { MEILI_MAX_QUERY_WORDS, toMeiliSearch } from './meili-query';

const coWords = Array.from({ length: 395 }, (_, i) => `co${i}`);
const expand = async (prefix: string) =>
  prefix === 'begin' ? ['begin', 'beginning'] : prefix === 'co' ? coWords : [];
const parts = (q: string) => toMeiliSearch(parseSearchQuery(q), expand);

describe('toMeiliSearch', () => {
  it("turns words, OR, exclusions, prefixes, Strong's numbers and scopes into exact filters", async () => {
    expect(await parts('faith OR hope -world begin* G26 in:nt')).toEqual({
      q: '',
      rankWords: [],
      filter: [
        '(words = "faith" OR words = "hope")',
        'words IN ["begin", "beginning"]',
        'NOT words = "world"',
        'strongs IN ["G26", "G26a", "G26b", "G26c", "G26d", "G26e", "G26f"]',
        'ord 40000000 TO 66999999',
      ],
      verify: false,
    });
  });

  it('filters on every word a prefix starts, not the commonest 200', async () => {
    const { filter } = await parts('co*');
    expect(filter).toEqual([`words IN [${coWords.map((w) => `"${w}"`).join(', ')}]`]);
  });

  it('sends a required phrase as a quoted q on the folded field, with its words as a filter', async () => {
    expect(await parts('"in the beginning" god')).toEqual({
      q: '"in the beginning"',
      rankWords: ['god'],
      filter: ['(words = "in" AND words = "the" AND words = "beginning")', 'words = "god"'],
      verify: false,
    });
  });

  it("keeps a possessive's apostrophe inside the word, as the folded field does", async () => {
    expect((await parts('"father’s house"')).q).toBe(`"father's house"`);
  });

  it('lets a prefix that starts no word match nothing', async () => {
    expect((await parts('zzq*')).filter).toContain('words = "zzq*"');
  });

  it('checks phrases itself when Meilisearch would read only the first ten query words', async () => {
    const eleven = '"for god so loved the world that he gave his only"';
    expect(eleven.split(' ')).toHaveLength(MEILI_MAX_QUERY_WORDS + 1);
    expect(await parts(eleven)).toMatchObject({ q: '', verify: true });
    expect(await parts('"in the beginning god" "the heaven and the earth"')).toMatchObject({
      q: '"in the beginning god" "the heaven and the earth"',
      verify: false,
    });
    expect(await parts('"in the beginning god" "the heaven and the earth" "and the"')).toMatchObject({
      q: '',
      verify: true,
    });
  });

  it("counts a possessive as up to three of Meilisearch's query terms, in case its tokeniser splits it", async () => {
    expect(await parts('"in my father\'s house are many"')).toMatchObject({
      q: '"in my father\'s house are many"',
      verify: false,
    });
    expect(await parts('"in my father\'s house are many mansions if it"')).toMatchObject({
      q: '',
      verify: true,
    });
    expect((await parts('"in my father\'s house are many mansions" god\'s')).rankWords).toEqual([]);
  });

  it('joins a phrase with OR by filtering on its words and checking the candidates', async () => {
    expect(await parts('"son of man" OR messiah')).toEqual({
      q: '',
      rankWords: [],
      filter: ['((words = "son" AND words = "of" AND words = "man") OR words = "messiah")'],
      verify: true,
    });
  });

  it('checks an excluded phrase itself rather than trusting negative phrase syntax', async () => {
    expect(await parts('love -"the world"')).toEqual({
      q: '',
      rankWords: [],
      filter: ['words = "love"'],
      verify: true,
    });
  });

  it('ranks by at most ten words, phrases first', async () => {
    const { q, rankWords } = await parts('"in the beginning" a b c d e f g h i');
    expect(q).toBe('"in the beginning"');
    expect(rankWords).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });
});
