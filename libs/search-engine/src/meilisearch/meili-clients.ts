import type { Meilisearch } from 'meilisearch/dist/index';
import { DEFAULT_MEILI_SCOPE, ensureMeiliKeys, type MeiliIndexScope } from './meili-keys';
import { memoUntilSuccess } from './memo-until-success';

export interface MeiliClients {
  search: Meilisearch;
  admin: Meilisearch;
}

export interface MeiliConnection {
  url: string;
  /** Used only to find or create the two keys. Unset for a Meilisearch that runs without one (development). */
  masterKey?: string;
}

export function meiliClient(url: string, apiKey?: string): Meilisearch {
  // meilisearch is ESM-only; Node 20.19+ can require it from our CommonJS output.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Meilisearch: Client } = require('meilisearch') as typeof import('meilisearch/dist/index');
  return new Client({ host: url, apiKey });
}

/**
 * The master key is never the everyday key: queries get a search-only client, indexing an admin client,
 * both scoped to the verse and lexicon indexes (DEFAULT_MEILI_SCOPE but for what `scope` names). Found on
 * first use and kept; a failure (Meilisearch still starting) is tried again on the next call.
 */
export function meiliClients(
  { url, masterKey }: MeiliConnection,
  scope: Partial<MeiliIndexScope>,
): () => Promise<MeiliClients> {
  return memoUntilSuccess(async () => {
    if (!masterKey) {
      const open = meiliClient(url);
      return { search: open, admin: open };
    }
    const keys = await ensureMeiliKeys(meiliClient(url, masterKey), { ...DEFAULT_MEILI_SCOPE, ...scope });
    return { search: meiliClient(url, keys.searchKey), admin: meiliClient(url, keys.adminKey) };
  });
}
