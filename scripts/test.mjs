// `npm test`: the whole suite. Type-check beside lint, then every project's Jest tests (unit, integration on
// real Postgres/Redis with the real corpus, and browser tests in Debian's Chromium) through Nx.
// Test results are cached by Nx (inputs in nx.json: a project's files, the libs' non-test files,
// libs/testing and what the corpus templates are made of); lint is one ESLint process over every project,
// skipped while nothing it reads has changed since its last pass (scripts/lint.mjs); type-checks are
// incremental. A re-run of an unchanged tree replays them all. A clean clone (CI) has no cache and runs all:
// nx.json keeps the cache in the checkout (.nx/cache), where Nx 23 would otherwise share one per user across
// every clone of the repository, and a fresh clone on a developer's machine replayed that machine's results.
// `--skip-nx-cache` passed to `npm test` runs everything again. At the end a table gives each project's wall
// time (the e2e project also prints each spec file's own, e2e/src/support/file-times-reporter.js).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
// No daemon left behind by a test run; plugins loaded in Nx's own process (isolated plugin workers cost
// seconds to start on two cores).
const NX_ENV = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_ISOLATE_PLUGINS: 'false' };

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
  // Type-check, Prettier and ESLint are one process each. The type-check ends first (~40 s); ESLint takes
  // about a minute more on one core, so the tests start beside its end instead of leaving a core idle. A
  // type error stops the run before the tests; a lint failure fails it after them.
  const linted = lint().then(
    () => undefined,
    (error) => error,
  );
  // typeCheck() and lint() each print their own time.
  await typeCheck();
  // Tests share one Postgres and Redis and start whole stacks: one project at a time (side by side on two
  // cores, the browser suite's waits ran out and the whole took only 7 % less). A failed project does not
  // stop the rest; the table of wall times comes first.
  const done = phase('tests');
  const failed = await testEachProject();
  done();
  const lintError = await linted;
  if (lintError) failed.push(`lint (${lintError.message})`);
  if (failed.length) throw new Error(`failed in ${failed.join(', ')}`);
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
      env: { ...process.env, ...NX_ENV },
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

/**
 * Runs every project's tests in one `nx run-many` (Nx's cache and the arguments of `npm test` kept), one
 * project at a time, and prints each one's wall time: from the line where Nx starts its task to the next.
 * One Nx process builds the project graph once (a process per project spent 6–20 s each on it).
 */
async function testEachProject() {
  const rows = [];
  let current;
  const startTask = (project) => {
    const at = Date.now();
    if (current) current.seconds = (at - current.at) / 1000;
    current = project ? { project, at, seconds: 0, outcome: 'ok' } : undefined;
    if (current) rows.push(current);
  };
  const failedTasks = new Set();
  let inFailedList = false;
  const read = (line) => {
    const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
    const started = /^> nx run (\S+):test\b/.exec(plain);
    if (started) startTask(started[1]);
    if (/^\s*Failed tasks:/.test(plain)) inFailedList = true;
    const failed = inFailedList && /^\s*- (\S+):test\b/.exec(plain);
    if (failed) failedTasks.add(failed[1]);
  };
  const code = await new Promise((resolve, reject) => {
    const child = spawn(
      bin('nx'),
      ['run-many', '-t', 'test', '--parallel=1', '--outputStyle=stream', ...process.argv.slice(2)],
      { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...NX_ENV } },
    );
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.on('data', (chunk) => {
        to.write(chunk);
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop();
        lines.forEach(read);
      });
    }
    child.on('error', reject);
    child.on('exit', resolve);
  });
  startTask(undefined);
  for (const row of rows) if (failedTasks.has(row.project)) row.outcome = 'FAILED';
  const width = Math.max(5, ...rows.map((r) => r.project.length));
  console.log('\n[test] wall time per project (a cached one replays in a second or two):');
  for (const r of [...rows].sort((a, b) => b.seconds - a.seconds)) {
    console.log(`  ${r.project.padEnd(width)}  ${r.seconds.toFixed(0).padStart(5)} s  ${r.outcome}`);
  }
  const total = rows.reduce((sum, r) => sum + r.seconds, 0);
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
  if (code !== 0 && failedTasks.size === 0) failedTasks.add(`nx run-many (exit ${code})`);
  return [...failedTasks];
}
