import { Injectable } from '@nestjs/common';
import type { CommentaryWork } from '@strongs/contracts';
import { ReadDatabase } from '@strongs/db';

/** How long the published works (and their generations) are trusted before they are read again. */
const REFRESH_MS = 5_000;

/**
 * The published commentaries, read every few seconds: their generations key every cached answer, so an
 * import (which bumps a work's generation) is answered within seconds, with no cache to delete.
 */
@Injectable()
export class CommentaryWorks {
  private cached?: { at: number; works: Promise<CommentaryWork[]> };

  constructor(private readonly db: ReadDatabase) {}

  list(): Promise<CommentaryWork[]> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > REFRESH_MS) {
      const works = this.read();
      this.cached = { at: now, works };
      void works.catch(() => (this.cached = undefined));
    }
    return this.cached.works;
  }

  async find(code: string): Promise<CommentaryWork | undefined> {
    return (await this.list()).find((w) => w.code === code);
  }

  private async read(): Promise<CommentaryWork[]> {
    const rows: (Omit<CommentaryWork, 'shortName' | 'entryCount'> & {
      short_name: string;
      entry_count: number;
    })[] = await this.db.query(
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
