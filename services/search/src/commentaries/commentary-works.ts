import { Injectable } from '@nestjs/common';
import type { CommentaryWork } from '@strongs/contracts';
import { ReadDatabase, type ReferenceWorksRow } from '@strongs/db';
import { readAtMostEvery } from '@strongs/nest-common';

/** How long the published works (and their generations) are trusted before they are read again. */
const REFRESH_MS = 5_000;

/**
 * The published commentaries, read every few seconds: their generations key every cached answer, so an
 * import (which bumps a work's generation) is answered within seconds, with no cache to delete.
 */
@Injectable()
export class CommentaryWorks {
  readonly list = readAtMostEvery(REFRESH_MS, () => this.read());

  constructor(private readonly db: ReadDatabase) {}

  async find(code: string): Promise<CommentaryWork | undefined> {
    return (await this.list()).find((w) => w.code === code);
  }

  private async read(): Promise<CommentaryWork[]> {
    const rows: Pick<
      ReferenceWorksRow,
      'code' | 'name' | 'short_name' | 'source' | 'licence' | 'generation' | 'entry_count'
    >[] = await this.db.query(
      `SELECT code, name, short_name, source, licence, generation, entry_count
       FROM reference_works WHERE kind = 'commentary' AND published ORDER BY code`,
    );
    return rows.map(({ short_name, entry_count, ...work }) => ({
      ...work,
      shortName: short_name,
      entryCount: entry_count,
    }));
  }
}
