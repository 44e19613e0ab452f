import { HttpException } from '@nestjs/common';
import { createDataSource } from '@strongs/db';
import { PasswordHasher } from '../passwords/password-hasher';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';

export const USAGE = `usage: npm run admin:create -- <username> [--reset]
  The password comes from ADMIN_PASSWORD or stdin (typed twice, hidden, on a terminal).
  --reset  give an existing account this password and the admin role`;

export interface CommandIo {
  databaseUrl: string;
  /** ADMIN_PASSWORD when set, else stdin; never a default. */
  password: () => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** `admin:create <username> [--reset]`: 0 when done, 1 when refused, 2 for a usage error. */
export async function createAdminCommand(args: string[], io: CommandIo): Promise<number> {
  const reset = args.includes('--reset');
  const names = args.filter((arg) => !arg.startsWith('--'));
  if (names.length !== 1 || args.some((arg) => arg.startsWith('--') && arg !== '--reset')) {
    io.err(USAGE);
    return 2;
  }
  const account = { username: names[0], password: await io.password() };
  const db = createDataSource({ url: io.databaseUrl, poolSize: 1, applicationName: 'strongs-admin-create' });
  await db.initialize();
  try {
    const users = new UsersService(new UsersRepository(db), new PasswordHasher());
    const user = reset
      ? await users.resetToAdmin(account)
      : await users.create({ ...account, role: 'admin' });
    io.out(`Administrator '${user.username}' (id ${user.id}) ${reset ? 'updated' : 'created'}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    io.err(error.message);
    return 1;
  } finally {
    await db.destroy();
  }
}
