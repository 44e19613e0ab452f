import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT, parseCompose, readComposeText } from './compose-file';

interface WorkflowStep {
  run?: string;
  uses?: string;
}
interface Workflow {
  jobs: Record<
    string,
    { services: Record<string, { image: string }>; env: Record<string, string>; steps: WorkflowStep[] }
  >;
}

const workflow = parse(readFileSync(join(ROOT, '.github/workflows/engines.yml'), 'utf8')) as Workflow;
const CONTRACTS = [
  'libs/search-engine/src/contract/search-engine.contract.int.spec.ts',
  'libs/search-engine/src/contract/lexicon-engine.contract.int.spec.ts',
];

/**
 * `.github/workflows/engines.yml` is what a host with Docker runs so the Meilisearch engines are proven
 * somewhere: the compose file's Meilisearch beside Postgres and Redis, and the two contract suites only.
 */
describe('the engines workflow', () => {
  const [job, ...others] = Object.values(workflow.jobs);

  it('is one job with Postgres, Redis and the Meilisearch image docker-compose.yml runs', () => {
    expect(others).toEqual([]);
    expect(Object.keys(job.services).sort()).toEqual(['meilisearch', 'postgres', 'redis']);
    expect(job.services.meilisearch.image).toBe(parseCompose(readComposeText()).services.meilisearch.image);
    expect(job.env.MEILI_URL).toMatch(/^http:\/\/127\.0\.0\.1:7700$/);
  });

  it('runs the two engine contract suites and nothing else', () => {
    const tests = job.steps.map((s) => s.run ?? '').filter((run) => run.includes('jest'));
    expect(tests.map((run) => run.split(' ').at(-1))).toEqual(CONTRACTS);
    for (const spec of CONTRACTS) expect(existsSync(join(ROOT, spec))).toBe(true);
  });
});
