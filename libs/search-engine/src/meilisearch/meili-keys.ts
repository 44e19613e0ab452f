import { createHash } from 'node:crypto';
import type { Meilisearch } from 'meilisearch/dist/index';
import { ignoringCode } from './meili-errors';
import { MEILI_INDEX_PREFIX, MEILI_LEXICON_INDEX } from './meili-index-names';

export interface MeiliKeys {
  /** Queries only. */
  searchKey: string;
  /** Index creation, settings, documents, swaps, tasks, stats: what indexing needs, nothing more. */
  adminKey: string;
}

/** The indexes both engines work in: the verse indexes of a prefix and the lexicon index. */
export interface MeiliIndexScope {
  versePrefix: string;
  lexiconIndex: string;
}

/** What production uses; the contract suites give each test file indexes (and so keys) of its own. */
export const DEFAULT_MEILI_SCOPE: MeiliIndexScope = {
  versePrefix: MEILI_INDEX_PREFIX,
  lexiconIndex: MEILI_LEXICON_INDEX,
};

export interface KeySpec {
  name: string;
  description: string;
  actions: string[];
  indexes: string[];
}

/** Live indexes and the `_build_` ones a rebuild fills before the swap (see meili-index-names.ts). */
export function meiliKeyIndexes({ versePrefix, lexiconIndex }: MeiliIndexScope): string[] {
  return [`${versePrefix}_*`, lexiconIndex, `${lexiconIndex}_*`];
}

export function meiliKeySpecs(scope: MeiliIndexScope): { search: KeySpec; admin: KeySpec } {
  const indexes = meiliKeyIndexes(scope);
  const on = indexes.join(' ');
  return {
    search: {
      name: `strongs-search ${on}`,
      description: 'Verse and lexicon search queries',
      actions: ['search'],
      indexes,
    },
    admin: {
      name: `strongs-admin ${on}`,
      description: 'Verse and lexicon indexing',
      actions: [
        'search',
        'documents.add',
        'documents.get',
        'documents.delete',
        'indexes.create',
        'indexes.get',
        'indexes.delete',
        'indexes.swap',
        'settings.get',
        'settings.update',
        'tasks.get',
        'stats.get',
      ],
      indexes,
    },
  };
}

/**
 * A UUID v4-shaped uid derived from the whole key spec: every process asks for the same uid, so two
 * starting at once find or create one key, never two. Meilisearch cannot change a key's actions or
 * indexes, so a spec that changes gets a key of its own rather than an old key with the old rights.
 */
export function keyUid(spec: KeySpec): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([spec.name, spec.actions, spec.indexes]))
    .digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function findOrCreate(master: Meilisearch, spec: KeySpec): Promise<string> {
  const uid = keyUid(spec);
  const found = await ignoringCode('api_key_not_found', master.getKey(uid));
  if (found) return found.key;
  const created = await ignoringCode(
    'api_key_already_exists',
    master.createKey({ uid, ...spec, expiresAt: null }),
  );
  return created ? created.key : (await master.getKey(uid)).key;
}

/** With the master key, finds (or creates) the search key and the admin key used from then on. */
export async function ensureMeiliKeys(master: Meilisearch, scope: MeiliIndexScope): Promise<MeiliKeys> {
  const specs = meiliKeySpecs(scope);
  const [searchKey, adminKey] = await Promise.all([
    findOrCreate(master, specs.search),
    findOrCreate(master, specs.admin),
  ]);
  return { searchKey, adminKey };
}
