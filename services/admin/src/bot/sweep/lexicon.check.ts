import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Finding } from '../bot.types';
import type { BotCheck } from './bot-check';

/** Strong's numbers tagged in verses that the lexicon has no entry for. */
@Injectable()
export class LexiconCheck implements BotCheck {
  readonly name = 'lexicon' as const;
  constructor(private readonly db: DataSource) {}

  async run(): Promise<Finding[]> {
    const rows: { strongs: string; version_code: string }[] = await this.db.query(
      `SELECT s.strongs, min(s.version_code) AS version_code FROM verse_strongs s
       WHERE NOT EXISTS (SELECT 1 FROM lexicon_entries e WHERE e.strongs = s.strongs)
       GROUP BY s.strongs ORDER BY s.strongs LIMIT 1000`,
    );
    if (!rows.length) return [];
    const examples = rows.slice(0, 10).map((r) => `${r.strongs} (${r.version_code})`);
    return [
      {
        kind: 'error',
        check: this.name,
        fingerprint: `lexicon-missing:${rows.length}:${rows[0].strongs}`,
        errorType: 'lexicon_missing_entries',
        url: '/api/dictionary',
        message: `${rows.length}${rows.length === 1000 ? '+' : ''} Strong's numbers used in verses have no lexicon entry, e.g. ${examples.join(', ')}`,
      },
    ];
  }
}
