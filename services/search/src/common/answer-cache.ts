import { LRUCache } from 'lru-cache';
import { answerCacheLookups, keepJson } from '@strongs/nest-common';

const MAX_ENTRIES = 2000;
const TTL_MS = 10 * 60_000;
/**
 * What the answers may hold in all, in bytes of their JSON (issue #32: bounded by count alone, one visitor
 * asking for 2,000 large pages made a process hold ~600 MB). An answer larger than an eighth is not kept.
 */
export const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * An answer's weight: it is kept twice, as the object and as its JSON (sent as kept: keepJson), so twice
 * its JSON's length in UTF-16 code units, about the bytes a string of it takes.
 */
const answerBytes = (json: string): number => Math.max(1, 4 * json.length);

/**
 * Recent answers of the search service, per process. People search the same words over and over
 * ("love", "John 3:16", H7225), and an answer only changes when its version changes: keys carry the
 * version's generation and the one the engine serves (VersionsService.answerGeneration), so an import,
 * rollback or uninstall is a new key once the engine serves it. Least recently used entries go first.
 * Concurrent misses of one key share one computation, so a burst of the same query costs one database trip.
 */
export class AnswerCache {
  private readonly entries: LRUCache<string, { response: unknown }>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly lookups = answerCacheLookups();

  constructor(maxBytes = ANSWER_CACHE_BYTES) {
    this.entries = new LRUCache({
      max: MAX_ENTRIES,
      ttl: TTL_MS,
      maxSize: maxBytes,
      maxEntrySize: Math.floor(maxBytes / 8),
    });
  }

  /** What the kept answers weigh now, by the same measure as the budget. */
  get heldBytes(): number {
    return this.entries.calculatedSize;
  }

  /** The cached answer for `key`, or the one `compute` gives (then kept). */
  async through<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) {
      this.lookups.inc({ cache: 'search', outcome: 'hit' });
      return cached.response as T;
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      this.lookups.inc({ cache: 'search', outcome: 'joined' });
      return pending as Promise<T>;
    }
    this.lookups.inc({ cache: 'search', outcome: 'miss' });
    const computing = compute()
      .then((response) => {
        this.set(key, response);
        return response;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, computing);
    return computing;
  }

  get(key: string): unknown {
    return this.entries.get(key)?.response;
  }

  set(key: string, response: unknown): void {
    const json = JSON.stringify(response) ?? 'null';
    this.entries.set(key, { response: keepJson(response, json) }, { size: answerBytes(json) });
  }
}
