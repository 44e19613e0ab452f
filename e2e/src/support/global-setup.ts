import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { templateSetup } from '@strongs/testing';
import { SHARED_STACK_ENV, SHARED_UPLOAD_MAX_BYTES } from './shared-stack';
import { startStack, type Stack } from './stack';

/** Where global teardown finds the shared stack (Jest runs both in its parent process). */
export const SHARED_STACK = Symbol.for('strongs.e2e.sharedStack');

/**
 * e2e: the corpus template, a fresh build of the services and the SPA, then one stack for every spec that
 * needs no processes of its own, with an administrator made up for this run. Its URLs and that
 * administrator reach the specs through the env (support/shared-stack.ts reads it): a spec that needs an
 * admin signs in as it, and one that changes a setting puts it back. Only specs that stop processes
 * (faults) or need a security setting that is read once at start still start their own stack.
 */
export default async function globalSetup(): Promise<void> {
  await templateSetup({ corpus: true })();
  execFileSync(process.execPath, [join(__dirname, '../../../scripts/build.mjs')], { stdio: 'inherit' });
  if (process.env.E2E_BASE_URL) return;
  // "admin_…" sorts before the accounts the specs register, so it heads the first page of the Users tab.
  const admin = {
    username: `admin_${randomBytes(3).toString('hex')}`,
    password: `${randomBytes(18).toString('base64url')}-Aa9!`,
  };
  const loginThrottlePrefix = `e2e-shared-${randomBytes(4).toString('hex')}:login`;
  const stack = await startStack({
    env: {
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      LOGIN_THROTTLE_PREFIX: `${loginThrottlePrefix}:`,
      UPLOAD_MAX_BYTES: String(SHARED_UPLOAD_MAX_BYTES),
    },
  });
  (globalThis as Record<symbol, Stack>)[SHARED_STACK] = stack;
  process.env[SHARED_STACK_ENV.baseUrl] = stack.baseUrl;
  process.env[SHARED_STACK_ENV.services] = JSON.stringify(stack.services);
  process.env[SHARED_STACK_ENV.adminUsername] = admin.username;
  process.env[SHARED_STACK_ENV.adminPassword] = admin.password;
  process.env[SHARED_STACK_ENV.loginThrottlePrefix] = loginThrottlePrefix;
}
