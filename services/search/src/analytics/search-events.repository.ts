import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface SearchEvent {
  query: string;
  versionCode: string | null;
  searchType: string;
  resultCount: number | null;
}

@Injectable()
export class SearchEventsRepository {
  constructor(private readonly db: DataSource) {}

  async insert(event: SearchEvent): Promise<void> {
    await this.db.query(
      `INSERT INTO search_events (query, version_code, search_type, result_count) VALUES ($1, $2, $3, $4)`,
      [event.query, event.versionCode, event.searchType, event.resultCount],
    );
  }

  /** The most frequent searches since a moment, case folded. */
  async top(since: Date, limit: number): Promise<{ query: string; count: number; lastSearched: string }[]> {
    return this.db.query(
      `SELECT lower(query) AS query, count(*)::int AS count, max(created_at) AS "lastSearched"
       FROM search_events WHERE created_at >= $1
       GROUP BY lower(query) ORDER BY count(*) DESC, lower(query) LIMIT $2`,
      [since, limit],
    );
  }

  /** Deletes events older than `days` days; the number deleted. */
  async deleteOlderThan(days: number): Promise<number> {
    const [, deleted] = (await this.db.query(
      `DELETE FROM search_events WHERE created_at < now() - make_interval(days => $1)`,
      [days],
    )) as [unknown, number];
    return deleted;
  }
}
