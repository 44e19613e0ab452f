import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';

const CACHE_MS = 5_000;

/**
 * The last completed dictionary import, read at most every 5 s. A word search's answer carries its
 * dictionary matches ("In the dictionary"), so the answer cache's key and the answer's ETag include it: a
 * re-imported dictionary is new keys and new tags within seconds, and nothing is deleted.
 */
@Injectable()
export class DictionaryGeneration {
  private cache?: { at: number; id: Promise<number> };

  constructor(private readonly db: ReadDatabase) {}

  current(): Promise<number> {
    const now = Date.now();
    if (!this.cache || now - this.cache.at > CACHE_MS) {
      const id = this.read();
      this.cache = { at: now, id };
      id.catch(() => (this.cache = undefined));
    }
    return this.cache.id;
  }

  private async read(): Promise<number> {
    const [row]: { id: number }[] = await this.db.query(
      `SELECT coalesce(max(id), 0)::int AS id FROM imports WHERE kind = 'lexicon' AND status = 'completed'`,
    );
    return row.id;
  }
}
