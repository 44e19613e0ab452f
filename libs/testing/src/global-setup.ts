import { randomBytes } from 'node:crypto';
import { prepareTemplates } from './template-databases';
import { TEMPLATE_ENV, TEST_RUN_ENV } from './test-database';

/** Jest global setup for projects with integration tests: templates ready, their names in the env. */
export function templateSetup(options: { corpus: boolean }): () => Promise<void> {
  return async () => {
    if (process.env.UNIT_ONLY === '1') return;
    process.env[TEST_RUN_ENV] ??= randomBytes(4).toString('hex');
    const templates = await prepareTemplates(options);
    process.env[TEMPLATE_ENV.empty] = templates.empty;
    if (templates.corpus) process.env[TEMPLATE_ENV.corpus] = templates.corpus;
  };
}
