import { Injectable } from '@nestjs/common';
import type { PublishedVersionState } from '@strongs/contracts';
import { DataSource } from 'typeorm';

interface Row {
  code: string;
  name: string;
  source: string;
  licence: string;
  coverage: string | null;
  installed: boolean;
  published: boolean;
}

const toState = (r: Row): PublishedVersionState => ({
  code: r.code,
  name: r.name,
  source: r.source,
  licence: r.licence,
  coverage: r.coverage,
  published: r.published,
});

/** The `versions` row's publication: what visitors are shown, and whether they see the text at all. */
@Injectable()
export class VersionPublicationRepository {
  constructor(private readonly db: DataSource) {}

  async find(code: string): Promise<(PublishedVersionState & { installed: boolean }) | null> {
    const rows: Row[] = await this.db.query(
      `SELECT code, name, source, licence, coverage, installed, published FROM versions WHERE code = $1`,
      [code],
    );
    return rows[0] ? { ...toState(rows[0]), installed: rows[0].installed } : null;
  }

  async publish(
    code: string,
    fields: { name: string; source: string; licence: string; coverage: string | null },
  ): Promise<PublishedVersionState> {
    // The recorded metadata is the admin's: the seed keeps it (metadata_edited).
    const [rows]: [Row[]] = await this.db.query(
      `UPDATE versions SET name = $2, source = $3, licence = $4, coverage = $5, published = true, metadata_edited = true
       WHERE code = $1 AND installed RETURNING code, name, source, licence, coverage, installed, published`,
      [code, fields.name, fields.source, fields.licence, fields.coverage],
    );
    return toState(rows[0]);
  }

  async unpublish(code: string): Promise<PublishedVersionState> {
    const [rows]: [Row[]] = await this.db.query(
      `UPDATE versions SET published = false WHERE code = $1 RETURNING code, name, source, licence, coverage, installed, published`,
      [code],
    );
    return toState(rows[0]);
  }
}
