import { createTestDatabase, type TestDatabase } from '@strongs/testing';
import { Client } from 'pg';
import { createAdminCommand, USAGE } from './create-admin-command';

describe('npm run admin:create', () => {
  let db: TestDatabase;
  let out: string[];
  let err: string[];
  const run = (args: string[], password: string) =>
    createAdminCommand(args, {
      databaseUrl: db.url,
      password: async () => password,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });

  async function users(): Promise<{ username: string; role: string; password_hash: string }[]> {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query('SELECT username, role, password_hash FROM users ORDER BY id')).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase('empty');
  });
  beforeEach(() => {
    out = [];
    err = [];
  });
  afterAll(async () => db?.drop());

  it('creates an administrator with the given password, hashed, and never prints it', async () => {
    expect(await run(['Keeper'], 'mine own vineyard have I not kept')).toBe(0);
    expect(out).toEqual([expect.stringMatching(/^Administrator 'keeper' \(id \d+\) created\.$/)]);
    const [row] = await users();
    expect(row).toMatchObject({
      username: 'keeper',
      role: 'admin',
      password_hash: expect.stringMatching(/^\$argon2id\$/),
    });
    expect([...out, ...err].join('\n')).not.toContain('vineyard');
  });

  it('refuses a taken name, a weak or missing password, and wrong arguments', async () => {
    expect(await run(['keeper'], 'mine own vineyard have I not kept')).toBe(1);
    expect(await run(['second'], 'password1234')).toBe(1);
    expect(await run(['third'], '')).toBe(1);
    expect(err).toEqual([
      'Username is already taken',
      'This password is too common or too easy to guess; choose another',
      'Password must be at least 12 characters',
    ]);
    expect(await run([], 'mine own vineyard have I not kept')).toBe(2);
    expect(await run(['a', 'b'], 'mine own vineyard have I not kept')).toBe(2);
    expect(err.slice(3)).toEqual([USAGE, USAGE]);
    expect((await users()).map((u) => u.username)).toEqual(['keeper']);
  });

  it('with --reset gives an existing account a new password and the admin role', async () => {
    const before = (await users())[0].password_hash;
    expect(await run(['keeper', '--reset'], 'a brand new watchman phrase')).toBe(0);
    expect((await users())[0].password_hash).not.toBe(before);
    expect(await run(['nobody', '--reset'], 'a brand new watchman phrase')).toBe(1);
    expect(err).toEqual(['No user named nobody']);
  });
});
