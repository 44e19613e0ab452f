import { Inject, Injectable } from '@nestjs/common';
import type { SearchEngine } from '@strongs/search-engine';
import { DataSource } from 'typeorm';
import type { Finding } from '../bot.types';
import { type BotCheck, SEARCH_ENGINE } from './bot-check';

/** Every installed version: the verses the database holds against the verses the search engine holds. */
@Injectable()
export class IndexSyncCheck implements BotCheck {
  readonly name = 'index-sync' as const;
  constructor(
    private readonly db: DataSource,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
  ) {}

  async run(): Promise<Finding[]> {
    const versions: { code: string; verse_count: number; checksum: string | null }[] = await this.db.query(
      'SELECT code, verse_count, checksum FROM versions WHERE installed ORDER BY code',
    );
    const findings: Finding[] = [];
    for (const v of versions) {
      const indexed = await this.engine.indexedCount(v.code);
      if (indexed === v.verse_count) continue;
      findings.push({
        kind: 'repair',
        check: this.name,
        fingerprint: `index-sync:${v.code}`,
        elementType: 'search_index',
        location: `version ${v.code}`,
        issue: `Search index out of sync: the database holds ${v.verse_count} verses of ${v.code}, the ${this.engine.name} index ${indexed}`,
        remedy: `Re-index ${v.code}`,
        action: { type: 'reindex', versionCode: v.code, checksum: v.checksum ?? 'unknown' },
      });
    }
    return findings;
  }
}
