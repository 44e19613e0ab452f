import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { templateSetup } from '@strongs/testing';
import { startStack, type Stack } from './stack';

/** Where global teardown finds the shared stack (Jest runs both in its parent process). */
export const SHARED_STACK = Symbol.for('strongs.e2e.sharedStack');

/**
 * e2e: the corpus template, a fresh build of the services and the SPA, then one stack for the web specs
 * that need no settings of their own (`setUpWebSession()` without env reads E2E_BASE_URL): they only read,
 * so they share it instead of each starting six processes on a new copy of the corpus. Specs that pass env
 * (a known administrator, fault tests) still start their own.
 */
export default async function globalSetup(): Promise<void> {
  await templateSetup({ corpus: true })();
  execFileSync(process.execPath, [join(__dirname, '../../../scripts/build.mjs')], { stdio: 'inherit' });
  if (process.env.E2E_BASE_URL) return;
  const stack = await startStack();
  (globalThis as Record<symbol, Stack>)[SHARED_STACK] = stack;
  process.env.E2E_BASE_URL = stack.baseUrl;
}
