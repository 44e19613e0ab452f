/** The configured LexiconSearchEngine (Meilisearch when MEILI_URL is set, else Postgres). */
export const LEXICON_SEARCH_ENGINE = Symbol('LEXICON_SEARCH_ENGINE');
