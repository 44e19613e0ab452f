import { Client } from 'pg';

export interface SessionRole {
  application: string;
  role: string;
  superuser: boolean;
  sessions: number;
}

/** Who every other connection to the stack's database is signed in as, and whether that role is a superuser. */
export async function databaseSessionRoles(databaseUrl: string): Promise<SessionRole[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<SessionRole>(
      `SELECT a.application_name AS application, a.usename AS role, r.rolsuper AS superuser, count(*)::int AS sessions
       FROM pg_stat_activity a JOIN pg_roles r ON r.oid = a.usesysid
       WHERE a.datname = current_database() AND a.pid <> pg_backend_pid()
       GROUP BY 1, 2, 3 ORDER BY 1, 2`,
    );
    return rows;
  } finally {
    await client.end();
  }
}
