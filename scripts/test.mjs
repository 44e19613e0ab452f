// `npm test`: the whole suite. Type-check, one build, then two lanes side by side: the browser and
// whole-stack suite (e2e), and lint followed by every other project's Jest tests (unit, integration on
// real Postgres/Redis with the real corpus, browser-free), one project at a time, all through Nx.
// Lint and test results are cached by Nx (inputs in nx.json: a project's files, the libs' non-test files,
// the lint config, libs/testing and what the corpus templates are made of), and type-checks are
// incremental: a re-run of an unchanged tree replays them. A clean clone (CI) has no cache and runs all.
// `--skip-nx-cache` passed to `npm test` runs everything again.
import { execFileSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env });
const passThrough = process.argv.slice(2);

const TSBUILDINFO = {
  root: join(root, 'node_modules/.cache/tsc/root.tsbuildinfo'),
  web: join(root, 'node_modules/.cache/tsc/web.tsbuildinfo'),
};

/** The browser and whole-stack suite: the longest by far, so it runs beside everything else. */
const BROWSER_LANE = ['@strongs/e2e'];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

/** One Nx command in its own process; resolves with its exit code and prints how long it took. */
function lane(name, commands) {
  const at = Date.now();
  return commands
    .reduce(
      (previous, args) =>
        previous.then((code) =>
          code !== 0
            ? code
            : new Promise((resolve) => {
                const child = spawn(bin('nx'), args, { cwd: root, stdio: 'inherit', env });
                child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
              }),
        ),
      Promise.resolve(0),
    )
    .then((code) => {
      console.log(`[test] ${name} ${code === 0 ? 'passed' : 'failed'} in ${seconds(at)} s`);
      return code;
    });
}

const started = Date.now();
try {
  const phase = (name) => {
    const at = Date.now();
    return () => console.log(`[test] ${name} took ${seconds(at)} s`);
  };
  let done = phase('type-check');
  run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', TSBUILDINFO.root]);
  run(bin('tsc'), ['-p', 'web/tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', TSBUILDINFO.web]);
  done();
  // Built once here, so the suites' own build calls find it current and never rewrite files the other lane is running.
  done = phase('build');
  run(process.execPath, [join(root, 'scripts/build.mjs')]);
  done();
  // Two lanes on the one Postgres and Redis (every suite works in its own databases, queue prefixes and ports):
  // the browser suite, and beside it lint (files only, two at once) then every other project's tests, one at a time.
  done = phase('lint and tests');
  const codes = await Promise.all([
    lane('browser lane (e2e)', [['run-many', '-t', 'test', `--projects=${BROWSER_LANE.join(',')}`, '--outputStyle=stream', ...passThrough]]),
    lane('lint and the other projects', [
      ['run-many', '-t', 'lint', '--parallel=2', '--outputStyle=stream', ...passThrough],
      ['run-many', '-t', 'test', `--exclude=${BROWSER_LANE.join(',')}`, '--parallel=1', '--outputStyle=stream', ...passThrough],
    ]),
  ]);
  done();
  if (codes.some((code) => code !== 0)) throw new Error('a lane failed');
  console.log(`[test] all green in ${seconds(started)} s`);
} catch {
  console.error(`[test] failed after ${seconds(started)} s`);
  process.exit(1);
}
