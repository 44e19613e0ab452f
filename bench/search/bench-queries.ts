/** The fixed mix: at least 20 requests in the query types issue #3 names, each type timed on its own. */
export interface BenchQuery {
  type: string;
  path: string;
  /** Set for phrase and multi-word searches that SWORD's diatheke can run on the same KJV. */
  sword?: { mode: 'phrase' | 'multiword'; text: string };
}

/** The search box's request for `q` in version `db`, with any further query parameters. */
export const searchPath = (q: string, extra = '', db = 'kjv'): string =>
  `/api/search-strongs?q=${encodeURIComponent(q)}&db=${db}${extra}`;

export const BENCH_QUERIES: readonly BenchQuery[] = [
  { type: 'common word', path: searchPath('lord'), sword: { mode: 'multiword', text: 'lord' } },
  { type: 'common word', path: searchPath('the') },
  { type: 'common word', path: searchPath('love'), sword: { mode: 'multiword', text: 'love' } },
  { type: 'rare word', path: searchPath('propitiation'), sword: { mode: 'multiword', text: 'propitiation' } },
  { type: 'rare word', path: searchPath('jehoshaphat') },
  {
    type: 'phrase',
    path: searchPath('"in the beginning"'),
    sword: { mode: 'phrase', text: 'in the beginning' },
  },
  { type: 'phrase', path: searchPath('"the son of man"'), sword: { mode: 'phrase', text: 'the son of man' } },
  {
    type: 'multi-word',
    path: searchPath('faith hope charity'),
    sword: { mode: 'multiword', text: 'faith hope charity' },
  },
  {
    type: 'multi-word',
    path: searchPath('god so loved'),
    sword: { mode: 'multiword', text: 'god so loved' },
  },
  { type: "Strong's number", path: searchPath('H7225') },
  { type: "Strong's number", path: searchPath('G26') },
  { type: "Strong's number", path: '/api/strongs/search-by-number/H430?page=3' },
  { type: 'reference', path: searchPath('John 3:16') },
  { type: 'reference', path: searchPath('Genesis 2', '&perPage=100') },
  { type: 'reference list', path: searchPath('Gen 1:1-3; Jn 3:16; Rom 8:28') },
  { type: 'paged deep', path: searchPath('lord', '&page=200') },
  { type: 'paged deep', path: searchPath('the', '&page=800') },
  { type: 'OR', path: searchPath('faith OR hope') },
  { type: 'OR', path: searchPath('jesus OR christ OR lord') },
  { type: 'exclude', path: searchPath('love -world') },
  { type: 'exclude', path: searchPath('god -lord -the') },
  { type: 'prefix', path: searchPath('begin*') },
  { type: 'prefix', path: searchPath('sanctif*') },
  { type: 'did you mean', path: searchPath('beginnig') },
  { type: 'lemma', path: searchPath('agape') },
  { type: 'lemma', path: searchPath('ἀγάπη') },
  { type: 'lemma', path: searchPath('בראשית') },
  { type: 'lemma', path: searchPath('reshith') },
  { type: 'morphology', path: searchPath('H1254 morph:qal,perfect', '', 'wlc') },
  { type: 'morphology', path: searchPath('H559 morph:qal,sequential-imperfect', '', 'wlc') },
  { type: 'morphology', path: searchPath('G25 morph:imperative', '', 'tr') },
  { type: 'morphology', path: searchPath('G3004 morph:present,active,participle', '', 'tr') },
  { type: 'original text', path: searchPath('ηγαπησεν', '', 'tr') },
  { type: 'interlinear', path: '/api/interlinear/Genesis/1' },
  { type: 'Spanish (RV1909)', path: searchPath('corazon', '', 'rv1909') },
  { type: 'Spanish (RV1909)', path: searchPath('G26', '', 'rv1909') },
  { type: 'topics', path: '/api/topics?q=love' },
  { type: 'topics', path: '/api/topics/love' },
  { type: 'topics', path: '/api/topics/by-verse/43/3/16' },
  { type: 'commentaries', path: '/api/commentaries/by-verse/43/3/16' },
  { type: 'commentaries', path: '/api/commentaries/by-verse/19/23/1' },
  { type: 'commentary search', path: '/api/commentaries/search?q=shepherd' },
  { type: 'commentary search', path: '/api/commentaries/search?q=new%20birth' },
];
