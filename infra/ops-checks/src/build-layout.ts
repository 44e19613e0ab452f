import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './compose-file';
import type { Stage } from './dockerfile';

/** The top-level folders scripts/build.mjs compiles with SWC into dist/, keeping their paths. */
export function compiledFolders(): string[] {
  const script = readFileSync(join(ROOT, 'scripts/build.mjs'), 'utf8');
  const list = /const sources = \[([^\]]*)\]/.exec(script)?.[1];
  if (!list)
    throw new Error('scripts/build.mjs no longer names its source folders as `const sources = [...]`');
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** Folders the image's build stages delete from dist/ again (`rm -rf dist/x`). */
export function foldersRemovedInImage(stages: Stage[]): string[] {
  return stages
    .flatMap((s) => s.instructions)
    .filter((i) => i.keyword === 'RUN')
    .flatMap((i) =>
      [...i.args.matchAll(/rm -rf ((?:dist\/[\w-]+\s*)+)/g)].flatMap((m) => m[1].trim().split(/\s+/)),
    )
    .map((path) => path.replace(/^dist\//, ''));
}

/**
 * Why `dist/<entry>` would be missing from an image, or null when scripts/build.mjs emits it: its
 * TypeScript source exists in a compiled folder, is not a spec, and the image keeps that folder.
 */
export function missingBuiltEntry(entry: string, removed: string[]): string | null {
  if (!entry.endsWith('.js')) return `${entry}: not a .js file`;
  const source = entry.replace(/\.js$/, '.ts');
  const folder = source.split('/')[0];
  if (!compiledFolders().includes(folder)) return `${entry}: scripts/build.mjs does not compile ${folder}/`;
  if (removed.includes(folder)) return `${entry}: the image deletes dist/${folder}`;
  if (/\.spec\.ts$/.test(source) || source.includes('__fixtures__'))
    return `${entry}: SWC skips specs and fixtures`;
  if (!existsSync(join(ROOT, source))) return `${entry}: no source ${source}`;
  return null;
}
