// `npm test`: the whole suite. Type-check beside lint, then every project's Jest tests (unit, integration on
// real Postgres/Redis with the real corpus, and browser tests in Debian's Chromium) through Nx.
// Test results are cached by Nx (inputs in nx.json: a project's files, the libs' non-test files,
// libs/testing and what the corpus templates are made of); lint is one ESLint process over every project,
// skipped while nothing it reads has changed since its last pass (scripts/lint.mjs); type-checks are
// incremental. A re-run of an unchanged tree replays them all. A clean clone (CI) has no cache and runs all.
// `--skip-nx-cache` passed to `npm test` runs everything again. At the end a table gives each project's wall
// time (the e2e project also prints each spec file's own, e2e/src/support/file-times-reporter.js).
import { execFileSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const run = (cmd, args, extraEnv = {}) =>
  execFileSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...extraEnv },
  });

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
  // Type-check and lint are each one process on one core: side by side they take the longer one's time.
  let done = phase('type-check and lint');
  const checks = await Promise.allSettled([typeCheck(), lint()]);
  done();
  const refused = checks.find((c) => c.status === 'rejected');
  if (refused) throw refused.reason;
  // Tests share one Postgres and Redis and start whole stacks: one project at a time (side by side on two
  // cores, the browser suite's waits ran out and the whole took only 7 % less). One `nx run` per project,
  // so each one's wall time is known; a failed project does not stop the rest, the table comes first.
  done = phase('tests');
  const failed = testEachProject();
  done();
  if (failed.length) throw new Error(`tests failed in ${failed.join(', ')}`);
  console.log(`[test] all green in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  if (error instanceof Error && !('status' in error)) console.error(`[test] ${error.message}`);
  console.error(`[test] failed after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(1);
}

/** Runs a command to its end without blocking the event loop; rejects on a non-zero exit. */
function runAsync(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_NO_CLOUD: 'true' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(Object.assign(new Error(`${cmd} exited ${code}`), { status: code })),
    );
  });
}

/** The three TypeScript programs (services and libs, web, ops checks), incrementally. */
async function typeCheck() {
  const at = Date.now();
  for (const [project, buildInfo] of [
    ['tsconfig.json', TSBUILDINFO.root],
    ['web/tsconfig.json', TSBUILDINFO.web],
    ['infra/ops-checks/tsconfig.json', TSBUILDINFO.opsChecks],
  ])
    await runAsync(bin('tsc'), ['-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo]);
  console.log(`[test] type-check took ${((Date.now() - at) / 1000).toFixed(0)} s`);
}

/** Prettier and ESLint (scripts/lint.mjs: skipped while nothing it reads changed since its last pass). */
async function lint() {
  const at = Date.now();
  const force = process.argv.includes('--skip-nx-cache') ? ['--force'] : [];
  await runAsync(process.execPath, [join(root, 'scripts/lint.mjs'), ...force]);
  console.log(`[test] lint took ${((Date.now() - at) / 1000).toFixed(0)} s`);
}

/** Runs each project's tests through Nx (its cache and the arguments of `npm test` kept), then prints their times. */
function testEachProject() {
  const listed = execFileSync(bin('nx'), ['show', 'projects', '--with-target=test', '--json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  // The JSON list is Nx's last line of output (anything it may warn about comes before).
  const projects = JSON.parse(listed.trim().split('\n').pop()).sort();
  const rows = [];
  for (const project of projects) {
    const at = Date.now();
    let outcome = 'ok';
    try {
      run(bin('nx'), ['run', `${project}:test`, '--outputStyle=stream', ...process.argv.slice(2)]);
    } catch {
      outcome = 'FAILED';
    }
    rows.push({ project, seconds: (Date.now() - at) / 1000, outcome });
  }
  const width = Math.max(...rows.map((r) => r.project.length));
  console.log('\n[test] wall time per project (a cached one replays in a second or two):');
  for (const r of [...rows].sort((a, b) => b.seconds - a.seconds)) {
    console.log(`  ${r.project.padEnd(width)}  ${r.seconds.toFixed(0).padStart(5)} s  ${r.outcome}`);
  }
  console.log(
    `  ${'total'.padEnd(width)}  ${rows
      .reduce((sum, r) => sum + r.seconds, 0)
      .toFixed(0)
      .padStart(5)} s`,
  );
  return rows.filter((r) => r.outcome !== 'ok').map((r) => r.project);
}
