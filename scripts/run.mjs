// Runs a compiled entry point: `node scripts/run.mjs services/importer/src/cli/seed.js [args]`.
// Builds first (SWC takes about a second), so scripts always run the current source.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNode } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run.mjs <path under dist> [args]');
  process.exit(2);
}
buildNode();
const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist', entry), ...args], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
