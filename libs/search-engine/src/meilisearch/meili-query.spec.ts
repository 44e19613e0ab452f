import { parseSearchQuery } from '../query/parse-query';
import { QueryParseError } from '../query/query-parse.error';
import { toMeiliSearch } from './meili-query';

const expand = async (prefix: string) => (prefix === 'begin' ? ['beginning', 'begin'] : []);

describe('toMeiliSearch', () => {
  it('turns words, OR, exclusions, prefixes, Strong\'s numbers and scopes into exact filters', async () => {
    const parts = await toMeiliSearch('kjv', parseSearchQuery('faith OR hope -world begin* G26 in:nt'), expand);
    expect(parts).toEqual({
      q: '',
      filter: [
        'version = "kjv"',
        '(words = "faith" OR words = "hope")',
        'words IN ["beginning", "begin"]',
        'NOT (words = "world")',
        'strongs IN ["G26", "G26a", "G26b", "G26c", "G26d", "G26e", "G26f"]',
        'ord 40000000 TO 66999999',
      ],
    });
  });

  it('sends phrases as quoted q, an excluded phrase with a minus', async () => {
    expect((await toMeiliSearch('kjv', parseSearchQuery('"in the beginning" -"the earth"'), expand)).q).toBe('"in the beginning" -"the earth"');
  });

  it('lets a prefix that starts no word match nothing', async () => {
    expect((await toMeiliSearch('kjv', parseSearchQuery('zzq*'), expand)).filter).toContain('words = "zzq*"');
  });

  it('refuses a phrase joined with OR, which Meilisearch cannot express', async () => {
    await expect(toMeiliSearch('kjv', parseSearchQuery('"son of man" OR messiah'), expand)).rejects.toThrow(QueryParseError);
  });
});
