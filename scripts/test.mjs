// `npm test`: the whole suite. Type-check, lint, then every project's Jest tests (unit, integration on
// real Postgres/Redis with the real corpus, and browser tests in Debian's Chromium) through Nx.
// Test results are cached by Nx (inputs in nx.json: a project's files, the libs' non-test files,
// libs/testing and what the corpus templates are made of); lint is one ESLint process over every project,
// skipped while nothing it reads has changed since its last pass (scripts/lint.mjs); type-checks are
// incremental. A re-run of an unchanged tree replays them all. A clean clone (CI) has no cache and runs all.
// `--skip-nx-cache` passed to `npm test` runs everything again.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintAll } from './lint.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const run = (cmd, args, extraEnv = {}) =>
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...extraEnv } });

const TSBUILDINFO = {
  root: join(root, 'node_modules/.cache/tsc/root.tsbuildinfo'),
  web: join(root, 'node_modules/.cache/tsc/web.tsbuildinfo'),
  opsChecks: join(root, 'node_modules/.cache/tsc/ops-checks.tsbuildinfo'),
};

const started = Date.now();
try {
  const phase = (name) => {
    const at = Date.now();
    return () => console.log(`[test] ${name} took ${((Date.now() - at) / 1000).toFixed(0)} s`);
  };
  let done = phase('type-check');
  run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', TSBUILDINFO.root]);
  run(bin('tsc'), ['-p', 'web/tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', TSBUILDINFO.web]);
  run(bin('tsc'), ['-p', 'infra/ops-checks/tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', TSBUILDINFO.opsChecks]);
  done();
  done = phase('lint');
  if (!lintAll({ force: process.argv.includes('--skip-nx-cache') })) console.log('[test] lint: nothing changed since its last pass');
  done();
  // Tests share one Postgres and Redis and start whole stacks: one project at a time (side by side on two
  // cores, the browser suite's waits ran out and the whole took only 7 % less).
  done = phase('tests');
  run(bin('nx'), ['run-many', '-t', 'test', '--parallel=1', '--outputStyle=stream', ...process.argv.slice(2)]);
  done();
  console.log(`[test] all green in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch {
  console.error(`[test] failed after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(1);
}
