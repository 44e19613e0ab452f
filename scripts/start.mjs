// `npm start`: install if needed, build, migrate, start every service and worker, seed an empty (or
// half-seeded) database, and stop everything cleanly on Ctrl-C.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const say = (line) => console.log(`[start] ${line}`);

function installIfNeeded() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  say('Installing dependencies...');
  // The build (SWC, Vite) is in devDependencies: under NODE_ENV=production npm would leave them out, and a
  // `git pull` that changed the lockfile then broke `npm start` half-way, with node_modules already replaced.
  const flags = ['--include=dev', '--no-audit', '--no-fund'];
  try {
    execFileSync('npm', ['ci', ...flags], { cwd: root, stdio: 'inherit' });
  } catch {
    // See .ci/run: npm ci may refuse a lockfile written without other platforms' optional binaries.
    execFileSync('npm', ['install', ...flags], { cwd: root, stdio: 'inherit' });
  }
}

installIfNeeded();
const { buildNode, buildWeb } = await import('./build.mjs');
say('Building...');
buildNode();
buildWeb();
const { PROCESSES, SERVICE_URL_ENV } = await import('./services.mjs');

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'production',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  WEB_DIST: join(root, 'web/dist'),
  // Uploads, converted files, static entries and the mail outbox: the only folder the services write.
  UPLOAD_DIR: process.env.UPLOAD_DIR || join(root, 'var/uploads'),
  // Shared by every service that reads sessions; a new one per start (sign in again) unless set.
  SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('hex'),
  // The services believe X-Forwarded-For only from the gateway, which proves itself with this token.
  GATEWAY_TOKEN: process.env.GATEWAY_TOKEN || randomBytes(24).toString('hex'),
};
for (const p of PROCESSES) {
  if (p.port && SERVICE_URL_ENV[p.name]) env[SERVICE_URL_ENV[p.name]] ??= `http://127.0.0.1:${p.port}`;
}

const runNode = (entry, args = []) =>
  execFileSync(process.execPath, ['--enable-source-maps', join(root, 'dist', entry), ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  });

say('Migrating the database...');
runNode('libs/db/src/cli/migrate.js');
// Migrations ran as the owner; every service, worker and the seed run as the application role the
// migrations created (strongs_app: rows only, no superuser, no DDL, no file access).
{
  // require, not import(): Node's ESM loader cannot see the names a compiled barrel re-exports.
  const { applicationDatabaseUrl, DEFAULT_DATABASE_URL } = createRequire(import.meta.url)(
    join(root, 'dist/libs/db/src/index.js'),
  );
  env.DATABASE_URL = applicationDatabaseUrl(
    process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
    process.env.APP_DATABASE_PASSWORD,
  );
}

const children = [];
let stopping = false;

function prefixed(stream, name) {
  createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
}

function launch({ name, entry, port }) {
  if (!existsSync(join(root, 'dist', entry))) return;
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist', entry)], {
    cwd: root,
    env: {
      ...env,
      ...(port ? { PORT: String(port) } : {}),
      ...(name === 'gateway' ? { HOST: process.env.HOST || '0.0.0.0' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(child.stdout, name);
  prefixed(child.stderr, name);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    say(`${name} exited (${signal ?? code}); stopping everything`);
    void stop(1);
  });
  children.push({ name, child });
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  say('Stopping...');
  const exits = children.map(
    ({ child }) =>
      new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
  );
  for (const { child } of children) child.kill('SIGTERM');
  const timeout = setTimeout(() => children.forEach(({ child }) => child.kill('SIGKILL')), 25_000);
  await Promise.all(exits);
  clearTimeout(timeout);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

for (const p of PROCESSES) launch(p);
say(`Started: ${children.map((c) => c.name).join(', ')}`);

const seed = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'dist/services/importer/src/cli/seed.js')],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
children.push({ name: 'seed', child: seed });
seed.on('exit', (code) => {
  if (stopping) return;
  if (code !== 0) say('Seeding failed: the site runs with what is installed (see the import status).');
  void announceWhenHealthy();
});

// "Is up" is a promise to the reader that the site answers: a current corpus seeds in two seconds, well
// before every service listens, so wait for the gateway's /api/health (which asks every service) to say 200.
async function announceWhenHealthy() {
  const gateway = PROCESSES.find((p) => p.name === 'gateway');
  const health = `http://127.0.0.1:${gateway.port}/api/health`;
  const started = Date.now();
  let last = 'no answer yet';
  let nextNotice = started + 15_000;
  while (!stopping) {
    try {
      const res = await fetch(health, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) {
        say(`Strong's Dictionary is up on http://localhost:${gateway.port} (Ctrl-C stops it)`);
        return;
      }
      last = `${res.status} ${(await res.text()).slice(0, 200)}`;
    } catch (err) {
      last = err instanceof Error ? (err.cause?.code ?? err.message) : String(err);
    }
    if (Date.now() >= nextNotice) {
      say(
        `Waiting for the services to answer /api/health (${Math.round((Date.now() - started) / 1000)} s; last: ${last})`,
      );
      nextNotice = Date.now() + 15_000;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
