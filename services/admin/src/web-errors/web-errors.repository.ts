import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface StoredWebError {
  id: number;
  message: string;
  url: string;
}

@Injectable()
export class WebErrorsRepository {
  constructor(private readonly db: DataSource) {}

  async insert(e: {
    message: string;
    stack: string | null;
    url: string;
    userAgent: string | null;
  }): Promise<number> {
    const rows: { id: string }[] = await this.db.query(
      'INSERT INTO web_errors (message, stack, url, user_agent) VALUES ($1, $2, $3, $4) RETURNING id',
      [e.message, e.stack, e.url, e.userAgent],
    );
    return Number(rows[0].id);
  }

  /** Deletes reports older than `days` days; the number deleted. */
  async deleteOlderThan(days: number): Promise<number> {
    const [, deleted] = (await this.db.query(
      `DELETE FROM web_errors WHERE created_at < now() - make_interval(days => $1)`,
      [days],
    )) as [unknown, number];
    return deleted;
  }
}
