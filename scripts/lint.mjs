// `npm run lint`: Prettier's check of every file it formats, beside ESLint over every project (libs, services,
// infra, bench, e2e, web) in one process, so the
// plugins and the TypeScript program behind the typed rules are loaded once, not once per project (about
// 70 s instead of 200 s). A pass is remembered by a fingerprint of everything linted and the lint setup;
// the next run with the same fingerprint is skipped. Any change re-lints everything: a typed rule's
// verdict on one file can change with another file's types. `--force` lints regardless.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LINTED = ['libs', 'services', 'infra', 'bench', 'e2e', 'web'];
const SETUP = ['eslint.config.mjs', 'tsconfig.json', 'tsconfig.base.json', 'package.json'];
/** What Prettier checks beside the linted projects (.prettierignore leaves out builds and the lockfile). */
const FORMATTED = [
  ...LINTED,
  'scripts',
  'docs',
  '.github',
  ...SETUP,
  'nx.json',
  'jest.preset.js',
  'docker-compose.yml',
];
const FORMAT_SETUP = ['.prettierrc.json', '.prettierignore'];
const PASSED = join(root, 'node_modules/.cache/lint/passed-fingerprint');

/** Lints everything unless the same files passed last time; resolves false when the last pass was reused. */
async function lintAll({ force = false } = {}) {
  const print = fingerprint([...new Set([...LINTED, ...SETUP, ...FORMATTED, ...FORMAT_SETUP])]);
  if (!force && existsSync(PASSED) && readFileSync(PASSED, 'utf8') === print) return false;
  // Prettier beside ESLint: each is one process on one core, and `npm test` type-checks beside them both.
  const outcomes = await Promise.allSettled([checkFormatting(FORMATTED), eslintAll()]);
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
  mkdirSync(dirname(PASSED), { recursive: true });
  writeFileSync(PASSED, print);
  return true;
}

async function eslintAll() {
  // @nx/enforce-module-boundaries reads Nx's cached project graph and, without one (a clean clone), skips
  // itself with a warning: work the graph out first. Warnings fail the run, so a skipped rule cannot pass.
  await run(join(root, 'node_modules/.bin/nx'), ['show', 'projects'], {
    stdio: 'ignore',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  await run(join(root, 'node_modules/.bin/eslint'), ['--max-warnings=0', ...LINTED]);
}

/**
 * Fails (rejects) when a file is not as Prettier writes it, naming each one: formatting is part of lint, so
 * a review never argues about it. `npm run format` writes them.
 */
export async function checkFormatting(paths) {
  try {
    await run(join(root, 'node_modules/.bin/prettier'), ['--check', '--log-level=warn', ...paths]);
  } catch (error) {
    console.error('lint: the files above are not formatted: `npm run format` formats them');
    throw error;
  }
}

/** Runs a command to its end without blocking the event loop; rejects on a non-zero exit. */
function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`))));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    // `--formatting-of <paths>`: the formatting check alone, on the paths given (the ops check's fixtures).
    const only = process.argv.indexOf('--formatting-of');
    if (only >= 0) await checkFormatting(process.argv.slice(only + 1));
    else if (!(await lintAll({ force: process.argv.includes('--force') })))
      console.log('lint: nothing changed since the last pass');
  } catch {
    process.exit(1);
  }
}
