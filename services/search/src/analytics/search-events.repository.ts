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
    await this.db.query(`INSERT INTO search_events (query, version_code, search_type, result_count) VALUES ($1, $2, $3, $4)`, [
      event.query,
      event.versionCode,
      event.searchType,
      event.resultCount,
    ]);
  }
}
