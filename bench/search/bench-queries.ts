/** The fixed mix: at least 20 requests in the query types issue #3 names, each type timed on its own. */
export interface BenchQuery {
  type: string;
  path: string;
  /** Set for phrase and multi-word searches that SWORD's diatheke can run on the same KJV. */
  sword?: { mode: 'phrase' | 'multiword'; text: string };
}

const search = (q: string, extra = '', db = 'kjv'): string => `/api/search-strongs?q=${encodeURIComponent(q)}&db=${db}${extra}`;

export const BENCH_QUERIES: readonly BenchQuery[] = [
  { type: 'common word', path: search('lord'), sword: { mode: 'multiword', text: 'lord' } },
  { type: 'common word', path: search('the') },
  { type: 'common word', path: search('love'), sword: { mode: 'multiword', text: 'love' } },
  { type: 'rare word', path: search('propitiation'), sword: { mode: 'multiword', text: 'propitiation' } },
  { type: 'rare word', path: search('jehoshaphat') },
  { type: 'phrase', path: search('"in the beginning"'), sword: { mode: 'phrase', text: 'in the beginning' } },
  { type: 'phrase', path: search('"the son of man"'), sword: { mode: 'phrase', text: 'the son of man' } },
  { type: 'multi-word', path: search('faith hope charity'), sword: { mode: 'multiword', text: 'faith hope charity' } },
  { type: 'multi-word', path: search('god so loved'), sword: { mode: 'multiword', text: 'god so loved' } },
  { type: "Strong's number", path: search('H7225') },
  { type: "Strong's number", path: search('G26') },
  { type: "Strong's number", path: '/api/strongs/search-by-number/H430?page=3' },
  { type: 'reference', path: search('John 3:16') },
  { type: 'reference', path: search('Genesis 2', '&perPage=100') },
  { type: 'reference list', path: search('Gen 1:1-3; Jn 3:16; Rom 8:28') },
  { type: 'paged deep', path: search('lord', '&page=200') },
  { type: 'paged deep', path: search('the', '&page=800') },
  { type: 'OR', path: search('faith OR hope') },
  { type: 'OR', path: search('jesus OR christ OR lord') },
  { type: 'exclude', path: search('love -world') },
  { type: 'exclude', path: search('god -lord -the') },
  { type: 'prefix', path: search('begin*') },
  { type: 'prefix', path: search('sanctif*') },
  { type: 'did you mean', path: search('beginnig') },
  { type: 'lemma', path: search('agape') },
  { type: 'lemma', path: search('ἀγάπη') },
  { type: 'lemma', path: search('בראשית') },
  { type: 'lemma', path: search('reshith') },
  { type: 'morphology', path: search('H1254 morph:qal,perfect', '', 'wlc') },
  { type: 'morphology', path: search('H559 morph:qal,sequential-imperfect', '', 'wlc') },
  { type: 'morphology', path: search('G25 morph:imperative', '', 'tr') },
  { type: 'morphology', path: search('G3004 morph:present,active,participle', '', 'tr') },
  { type: 'original text', path: search('ηγαπησεν', '', 'tr') },
  { type: 'interlinear', path: '/api/interlinear/Genesis/1' },
];
