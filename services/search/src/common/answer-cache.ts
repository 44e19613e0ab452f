import { Injectable } from '@nestjs/common';
const MAX_ENTRIES = 2000;
const TTL_MS = 10 * 60_000;

/**
 * Recent answers of the search service, per process. People search the same words over and over
 * ("love", "John 3:16", H7225), and an answer only changes when its version is re-imported: keys carry
 * the version's `updatedAt`, so a new import is a new key. Least recently used entries go first.
 */
@Injectable()
export class AnswerCache {
  private readonly entries = new Map<string, { at: number; response: unknown }>();

  /** The cached answer for `key`, or the one `compute` gives (then kept). */
  async through<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached !== undefined) return cached as T;
    const response = await compute();
    this.set(key, response);
    return response;
  }

  get(key: string): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (Date.now() - entry.at > TTL_MS) return undefined;
    this.entries.set(key, entry);
    return entry.response;
  }

  set(key: string, response: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, { at: Date.now(), response });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}
