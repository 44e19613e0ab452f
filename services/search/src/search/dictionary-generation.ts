import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import { readAtMostEvery } from '@strongs/nest-common';

const CACHE_MS = 5_000;

/**
 * The last completed dictionary import, read at most every 5 s. A word search's answer carries its
 * dictionary matches ("In the dictionary"), so the answer cache's key and the answer's ETag include it: a
 * re-imported dictionary is new keys and new tags within seconds, and nothing is deleted.
 */
@Injectable()
export class DictionaryGeneration {
  readonly current = readAtMostEvery(CACHE_MS, () => this.read());

  constructor(private readonly db: ReadDatabase) {}

  private async read(): Promise<number> {
    const [row]: { id: number }[] = await this.db.query(
      `SELECT coalesce(max(id), 0)::int AS id FROM imports WHERE kind = 'lexicon' AND status = 'completed'`,
    );
    return row.id;
  }
}
