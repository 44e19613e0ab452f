// Compiles the Node side (libs, services, bench, e2e) into dist/ with SWC; `--web` also builds the SPA.
// Each output records a fingerprint of what it was built from and is not written again while that is
// unchanged: the e2e setup, specs, benches and npm start each ask for a build, and rewriting files a
// running stack is loading, or emptying web/dist under a browser test, breaks whatever runs at the time.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.nx', 'coverage']);
const STAMP = '.source-fingerprint';

function addFile(hash, path) {
  hash.update(`${path.slice(root.length)}\0`).update(readFileSync(path));
}

function addTree(hash, dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const child = join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) addTree(hash, child);
    else if (entry.isFile()) addFile(hash, child);
  }
}

/** A hash of the files under `paths` (and of the lockfile and this script), in a stable order. */
export function fingerprint(paths) {
  const hash = createHash('sha256');
  for (const path of [...paths, 'package-lock.json', 'scripts/build.mjs'].map((p) => join(root, p))) {
    if (!existsSync(path)) continue;
    if (statSync(path).isDirectory()) addTree(hash, path);
    else addFile(hash, path);
  }
  return hash.digest('hex');
}

/** Runs `build` unless `outDir` was last built from the same files; records the fingerprint after a build. */
function buildOnce(outDir, paths, build) {
  const print = fingerprint(paths);
  const stamp = join(root, outDir, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === print) return;
  build();
  writeFileSync(stamp, print);
}

const sources = ['libs', 'services', 'bench', 'e2e'];

export function buildNode({ quiet = true } = {}) {
  const present = sources.filter((d) => existsSync(join(root, d)));
  buildOnce('dist', [...present, '.swcrc'], () =>
    execFileSync(
      bin('swc'),
      [
        ...present,
        '-d',
        'dist',
        '--config-file',
        '.swcrc',
        '--ignore',
        '**/*.spec.ts,**/__fixtures__/**',
        ...(quiet ? ['-q'] : []),
      ],
      { cwd: root, stdio: 'inherit' },
    ),
  );
}

export function buildWeb() {
  if (!existsSync(join(root, 'web/vite.config.ts'))) return;
  // The SPA reads the domain libs' rules through aliases, so they are part of what it is built from.
  buildOnce('web/dist', ['web', 'libs', 'tsconfig.base.json'], () =>
    execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], {
      cwd: join(root, 'web'),
      // Always the production bundle: Vite takes NODE_ENV from the environment, and Jest (the e2e global
      // setup calls this) sets it to `test`, which shipped React's development build (568 KB of vendor
      // instead of 354 KB) to every later `npm start`, since the fingerprint does not see the environment.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildNode({ quiet: false });
  if (!process.argv.includes('--no-web')) buildWeb();
}
