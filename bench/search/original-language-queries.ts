/**
 * Lemma, transliteration and morphology searches (issue #17), each timed on its own so a slow one cannot hide
 * behind a fast one in its type's mix. Drawn to differ: accented, bare and transliterated lemmas in both
 * languages; morph: filters on a rare and a common root, one or several features, each original text.
 */
export interface OriginalLanguageQuery {
  kind: 'lemma' | 'morphology';
  q: string;
  db: string;
}

export const ORIGINAL_LANGUAGE_QUERIES: readonly OriginalLanguageQuery[] = [
  { kind: 'lemma', q: 'ἀγάπη', db: 'kjv' },
  { kind: 'lemma', q: 'αγαπη', db: 'kjv' },
  { kind: 'lemma', q: 'agape', db: 'kjv' },
  { kind: 'lemma', q: 'λόγος', db: 'kjv' },
  { kind: 'lemma', q: 'בראשית', db: 'kjv' },
  { kind: 'lemma', q: 'reshith', db: 'kjv' },
  { kind: 'lemma', q: 'elohim', db: 'kjv' },
  { kind: 'lemma', q: 'ἀγάπη', db: 'tr' },
  { kind: 'morphology', q: 'H1254 morph:qal,perfect', db: 'wlc' },
  { kind: 'morphology', q: 'H6213 morph:niphal', db: 'wlc' },
  { kind: 'morphology', q: 'H559 morph:qal,sequential-imperfect', db: 'wlc' },
  { kind: 'morphology', q: 'H1697 morph:construct', db: 'wlc' },
  { kind: 'morphology', q: 'H430 morph:plural,absolute', db: 'wlc' },
  { kind: 'morphology', q: 'G25 morph:imperative', db: 'tr' },
  { kind: 'morphology', q: 'αγαπατε morph:imperative', db: 'tr' },
  { kind: 'morphology', q: 'G2424 morph:genitive', db: 'tr' },
  { kind: 'morphology', q: 'G3004 morph:aorist,active,indicative', db: 'tr' },
  { kind: 'morphology', q: 'G1510 morph:imperfect', db: 'byz' },
];

export const originalLanguagePath = ({ q, db }: OriginalLanguageQuery): string =>
  `/api/search-strongs?q=${encodeURIComponent(q)}&db=${db}`;
