import { Injectable } from '@nestjs/common';
import type { SearchResponse } from '@strongs/contracts';

const MAX_ENTRIES = 2000;
const TTL_MS = 10 * 60_000;

/**
 * Recent answers of the search box, per process. People search the same words over and over
 * ("love", "John 3:16", H7225), and an answer only changes when its version is re-imported: the key
 * carries the version's `updatedAt`, so a new import is a new key. Least recently used entries go first.
 */
@Injectable()
export class SearchResponseCache {
  private readonly entries = new Map<string, { at: number; response: SearchResponse }>();

  get(key: string): SearchResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (Date.now() - entry.at > TTL_MS) return undefined;
    this.entries.set(key, entry);
    return entry.response;
  }

  set(key: string, response: SearchResponse): void {
    this.entries.delete(key);
    this.entries.set(key, { at: Date.now(), response });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}
