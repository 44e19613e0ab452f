import type { ServiceName } from './service-registry';

/**
 * Which service owns which public path. The gateway forwards `/api/...` unchanged to the owner;
 * services mount their controllers on the same full paths. First match wins.
 */
export const SERVICE_ROUTES: readonly { prefix: string; service: ServiceName }[] = [
  { prefix: '/api/strongs/definition', service: 'lexicon' },
  { prefix: '/api/strongs/verse', service: 'lexicon' },
  { prefix: '/api/static-strongs', service: 'lexicon' },
  { prefix: '/api/dictionary', service: 'lexicon' },
  { prefix: '/api/strongs/search-by-number', service: 'search' },
  { prefix: '/api/strongs/concordance', service: 'search' },
  { prefix: '/api/search-strongs', service: 'search' },
  { prefix: '/api/bible', service: 'search' },
  { prefix: '/api/interlinear', service: 'search' },
  { prefix: '/api/rstne', service: 'search' },
  { prefix: '/api/reference-lookup', service: 'search' },
  { prefix: '/api/analytics', service: 'search' },
  { prefix: '/api/commentaries', service: 'search' },
  { prefix: '/api/topics', service: 'search' },
  { prefix: '/api/admin/analytics', service: 'search' },
  { prefix: '/api/register', service: 'auth' },
  { prefix: '/api/login', service: 'auth' },
  { prefix: '/api/logout', service: 'auth' },
  { prefix: '/api/user', service: 'auth' },
  { prefix: '/api/session', service: 'auth' },
  { prefix: '/api/refresh-session', service: 'auth' },
  { prefix: '/api/dev-session', service: 'auth' },
  { prefix: '/api/me', service: 'auth' },
  { prefix: '/api/verify-email', service: 'auth' },
  { prefix: '/api/admin/users', service: 'auth' },
  { prefix: '/api/admin/upload-bible', service: 'importer' },
  { prefix: '/api/admin/import-status', service: 'importer' },
  { prefix: '/api/admin/import-bible', service: 'importer' },
  { prefix: '/api/admin/versions', service: 'importer' },
  { prefix: '/api/admin/reference-works', service: 'importer' },
  { prefix: '/api/admin/uploaded-files', service: 'importer' },
  { prefix: '/api/admin/sql-tables', service: 'importer' },
  { prefix: '/api/sql-files', service: 'importer' },
  { prefix: '/api/import-sql', service: 'importer' },
  { prefix: '/api/converter', service: 'importer' },
  { prefix: '/api', service: 'admin' },
];

export function ownerOf(path: string): ServiceName | undefined {
  return SERVICE_ROUTES.find(
    (r) => path === r.prefix || path.startsWith(`${r.prefix}/`) || path.startsWith(`${r.prefix}?`),
  )?.service;
}

/**
 * The routes that run a search over whole texts (the costly ones a client could fire by the dozen). Verse,
 * chapter and entry reads are not among them: a page makes several of those at once.
 */
export const SEARCH_QUERY_PREFIXES: readonly string[] = [
  '/api/search-strongs',
  '/api/strongs/search-by-number',
  '/api/rstne/search',
  '/api/strongs/concordance',
];

export function isSearchQuery(path: string): boolean {
  return SEARCH_QUERY_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
