import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { templateSetup } from '@strongs/testing';

/** e2e: the corpus template, then a fresh build of the services and the SPA. */
export default async function globalSetup(): Promise<void> {
  await templateSetup({ corpus: true })();
  execFileSync(process.execPath, [join(__dirname, '../../../scripts/build.mjs')], { stdio: 'inherit' });
}
