import {
  createDatabaseIfMissing,
  databaseName,
  runMigrations,
  setApplicationRolePassword,
} from '../database-admin';
import { DEFAULT_DATABASE_URL } from '../data-source';

/**
 * `npm run migrate`: creates the database when absent, then applies pending migrations, as the owner in
 * DATABASE_URL. With APP_DATABASE_PASSWORD set, the application role's password is set to it.
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  if (await createDatabaseIfMissing(url)) console.log(`Created database ${databaseName(url)}`);
  const applied = await runMigrations(url);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');
  if (process.env.APP_DATABASE_PASSWORD)
    await setApplicationRolePassword(url, process.env.APP_DATABASE_PASSWORD);
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${(error as Error).message}`);
  process.exit(1);
});
