import { Client } from 'pg';
import type { FidelityContext } from './fidelity-check';

/** A fidelity context on one database connection; close it when the checks are done. */
export async function openFidelityContext(
  databaseUrl: string,
  corpusDir: string,
): Promise<FidelityContext & { close(): Promise<void> }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    corpusDir,
    sql: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    close: () => client.end(),
  };
}
