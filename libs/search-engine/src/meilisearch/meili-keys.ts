import { createHash } from 'node:crypto';
import type { Meilisearch } from 'meilisearch/dist/index';
import { ignoringCode } from './meili-errors';

export interface MeiliKeys {
  /** Queries only. */
  searchKey: string;
  /** Index creation, settings, documents, swaps, tasks, stats: what indexing needs, nothing more. */
  adminKey: string;
}

export interface KeySpec {
  name: string;
  description: string;
  actions: string[];
  indexes: string[];
}

export function meiliKeySpecs(indexPrefix: string): { search: KeySpec; admin: KeySpec } {
  const indexes = [`${indexPrefix}_*`];
  return {
    search: { name: `strongs-search:${indexPrefix}`, description: 'Verse search queries', actions: ['search'], indexes },
    admin: {
      name: `strongs-admin:${indexPrefix}`,
      description: 'Verse indexing',
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
 * A UUID v4-shaped uid derived from the key's name: every process asks for the same uid, so two starting
 * at once find or create one key, never two.
 */
export function keyUid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function findOrCreate(master: Meilisearch, spec: KeySpec): Promise<string> {
  const uid = keyUid(spec.name);
  const found = await ignoringCode('api_key_not_found', master.getKey(uid));
  if (found) return found.key;
  const created = await ignoringCode('api_key_already_exists', master.createKey({ uid, ...spec, expiresAt: null }));
  return created ? created.key : (await master.getKey(uid)).key;
}

/** With the master key, finds (or creates) the search key and the admin key the engine uses from then on. */
export async function ensureMeiliKeys(master: Meilisearch, indexPrefix: string): Promise<MeiliKeys> {
  const specs = meiliKeySpecs(indexPrefix);
  const [searchKey, adminKey] = await Promise.all([findOrCreate(master, specs.search), findOrCreate(master, specs.admin)]);
  return { searchKey, adminKey };
}
