/** What other processes may use without starting the service (the importer, the gateway, scripts). */
export { invalidateLexiconCache, LEXICON_CACHE_PREFIX } from './cache/lexicon-cache-keys';
export { ensureStaticStrongs, generateStaticStrongs } from './static-strongs/static-strongs-generator';
export { buildLexiconOpenApiDocument, serveLexiconOpenApi } from './openapi/lexicon-openapi';
export { staticStrongsDir } from './lexicon.config';
