import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import { readAtMostEvery } from '@strongs/nest-common';

/** How long a process trusts the generation it read: the longest a change waits before new keys are used. */
const MEMO_MS = 2_000;

/**
 * The generation of everything the lexicon's answers are made of: every version's `generation` (bumped by each
 * import, rollback and uninstall in its own transaction), the last dictionary import, which versions visitors see
 * (an entry lists the renderings of the published translations: publishing bumps no generation), and the newest
 * migration (a deploy that changes what an answer holds, a new field or a new fold, migrates before its processes
 * start: what the old code cached in Redis must not outlive it). Cached answers are kept under it, so a change is
 * followed by new keys within two seconds in every replica: nothing is deleted, and an answer computed from the old
 * data can only be written under the old generation, where nobody reads it again.
 * Read where the answers are read (the replicas), so a key never runs ahead of the data behind it.
 */
@Injectable()
export class ReadersGeneration {
  readonly current = readAtMostEvery(MEMO_MS, () => this.read());

  constructor(private readonly reads: ReadDatabase) {}

  private async read(): Promise<string> {
    const [row]: { versions: string; lexicon: string; published: string; schema: string }[] =
      await this.reads.query(
        `SELECT (SELECT coalesce(sum(generation), 0) FROM versions)::text AS versions,
              (SELECT coalesce(max(timestamp), 0) FROM migrations)::text AS schema,
              (SELECT coalesce(max(id), 0) FROM imports WHERE kind = 'lexicon' AND status = 'completed')::text AS lexicon,
              (SELECT left(md5(coalesce(string_agg(code, ',' ORDER BY code), '')), 8)
               FROM versions WHERE installed AND published) AS published`,
      );
    return `${row.versions}.${row.lexicon}.${row.published}.${row.schema}`;
  }
}
