import { Injectable } from '@nestjs/common';
import type { TopicWorkCredit } from '@strongs/contracts';
import { ReadDatabase } from '@strongs/db';
import { readAtMostEvery } from '@strongs/nest-common';
import { NotFoundError } from '@strongs/scripture';

/** The topical work the API serves (one today: Nave's). */
export const TOPICAL_WORK_CODE = 'nave';
const CACHE_MS = 5_000;

/**
 * The work's catalogue row, read at most every 5 s: its `generation` keys every cached topic answer (and the
 * search box's topic matches), so a re-import is new keys within seconds and nothing is deleted.
 */
@Injectable()
export class TopicalWork {
  /** The published work, or null when none is installed. */
  readonly current = readAtMostEvery(CACHE_MS, () => this.read());

  constructor(private readonly db: ReadDatabase) {}

  /** The published work; a 404 saying so when it is not installed. */
  async required(): Promise<TopicWorkCredit> {
    const work = await this.current();
    if (!work) throw new NotFoundError("Nave's Topical Bible is not installed");
    return work;
  }

  private async read(): Promise<TopicWorkCredit | null> {
    const rows: TopicWorkCredit[] = await this.db.query(
      `SELECT code, name, short_name AS "shortName", source, licence, generation
       FROM reference_works WHERE code = $1 AND kind = 'topics' AND published`,
      [TOPICAL_WORK_CODE],
    );
    return rows[0] ?? null;
  }
}
