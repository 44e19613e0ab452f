import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import templateSetup from '../../../libs/testing/src/global-setup-corpus';

/** e2e: the corpus template, then a fresh build of the services and the SPA. */
export default async function globalSetup(): Promise<void> {
  await templateSetup();
  execFileSync(process.execPath, [join(__dirname, '../../../scripts/build.mjs')], { stdio: 'inherit' });
}
