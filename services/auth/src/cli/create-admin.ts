import 'reflect-metadata';
import { BaseConfig, loadConfig } from '@strongs/nest-common';
import { createAdminCommand } from './create-admin-command';
import { readPassword } from './read-password';

// npm run admin:create -- <username> [--reset]
createAdminCommand(process.argv.slice(2), {
  databaseUrl: loadConfig(BaseConfig).DATABASE_URL,
  password: async () => process.env.ADMIN_PASSWORD || readPassword(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
