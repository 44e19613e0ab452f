import { withMaintenanceClient } from '@strongs/db';
import { SHARED_DATABASE_PREFIX, TEST_RUN_ENV, TEST_SERVER_URL } from './test-database';

/** Jest global teardown: drops the shared corpus copies this run's workers made (sharedCorpusDatabase). */
export default async function dropSharedDatabases(): Promise<void> {
  const run = process.env[TEST_RUN_ENV];
  if (!run) return;
  await withMaintenanceClient(TEST_SERVER_URL, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${SHARED_DATABASE_PREFIX}${run}\\_%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
