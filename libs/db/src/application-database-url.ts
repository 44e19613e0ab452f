import { APPLICATION_ROLE } from './migrations/1732000015000-application-role';

/**
 * The URL the services use: the migrator's server and database, signed in as the application role
 * (strongs_app, no superuser, no DDL), with `password` when the server asks for one (compose sets
 * APP_DATABASE_PASSWORD; a local server with trust authentication needs none).
 */
export function applicationDatabaseUrl(ownerUrl: string, password?: string): string {
  const url = new URL(ownerUrl);
  url.username = APPLICATION_ROLE;
  url.password = password ? encodeURIComponent(password) : '';
  return url.toString();
}
