import { Client } from 'pg';

/** A statement as the client sent it to the server. */
export interface SentStatement {
  sql: string;
}

/**
 * Counts the statements this process sends to one database, at the last step before the wire: every
 * `pg` client's `query()` (TypeORM's DataSource, its query runners and ReadDatabase all end there, as
 * does a transaction's BEGIN and COMMIT). The budget of issue #32 is statements per request; counting
 * here sees every path a service could take to Postgres, not only the repositories we remember to wrap.
 */
export class StatementCounter {
  private readonly sent: SentStatement[] = [];
  private original?: Client['query'];

  constructor(private readonly database: string) {}

  start(): this {
    if (this.original) return this;
    const original = Client.prototype.query;
    const sent = this.sent;
    const database = this.database;
    this.original = original;
    Client.prototype.query = function (this: Client, ...args: unknown[]): unknown {
      if (this.database === database) sent.push({ sql: statementText(args[0]) });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as Client['query'];
    return this;
  }

  stop(): void {
    if (this.original) Client.prototype.query = this.original;
    this.original = undefined;
  }

  /** What `action` sent, and its result; statements of anything else running meanwhile would count too. */
  async during<T>(action: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const from = this.sent.length;
    const result = await action();
    return { result, statements: this.sent.slice(from).map((s) => s.sql) };
  }
}

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && 'text' in config) return String(config.text);
  return String(config);
}
