import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Finding } from '../bot.types';
import type { BotCheck } from './bot-check';

/** Errors the web app reported to POST /api/errors since the last sweep, one report per message and page. */
@Injectable()
export class WebErrorsCheck implements BotCheck {
  readonly name = 'web-errors' as const;
  constructor(private readonly db: DataSource) {}

  async run(): Promise<Finding[]> {
    // A SELECT over a data-modifying WITH: TypeORM answers the rows themselves.
    const rows: { message: string; url: string; n: number }[] = await this.db.query(
      `WITH taken AS (UPDATE web_errors SET reviewed = true WHERE NOT reviewed RETURNING message, url)
       SELECT message, url, count(*)::int AS n FROM taken GROUP BY message, url ORDER BY n DESC`,
    );
    return rows.map((r) => ({
      kind: 'error' as const,
      check: this.name,
      fingerprint: `web:${createHash('sha256').update(`${r.message}\n${r.url}`).digest('hex').slice(0, 24)}`,
      errorType: 'web_error',
      url: r.url,
      message: r.n > 1 ? `${r.message} (${r.n} times)` : r.message,
    }));
  }
}
