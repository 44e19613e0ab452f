// Compiles the Node side (libs, services, bench, e2e) into dist/ with SWC; `--web` also builds the SPA.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

export function buildNode({ quiet = true } = {}) {
  const sources = ['libs', 'services', 'bench', 'e2e'].filter((d) => existsSync(join(root, d)));
  execFileSync(
    bin('swc'),
    [...sources, '-d', 'dist', '--config-file', '.swcrc', '--ignore', '**/*.spec.ts,**/__fixtures__/**', ...(quiet ? ['-q'] : [])],
    { cwd: root, stdio: 'inherit' },
  );
}

export function buildWeb() {
  if (!existsSync(join(root, 'web/vite.config.ts'))) return;
  execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: join(root, 'web'), stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildNode({ quiet: false });
  if (!process.argv.includes('--no-web')) buildWeb();
}
