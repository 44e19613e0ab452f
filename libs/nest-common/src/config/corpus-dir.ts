import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The checkout's root, found from here whether running from source or from dist/. */
export function workspaceRoot(from: string = __dirname): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'nx.json'))) return dir;
  }
  return process.cwd();
}

/**
 * The corpus lives outside the repository. `CORPUS_DIR` wins; otherwise the shared folder beside the
 * checkout (../shared/corpus), which is where every machine of ours keeps it.
 */
export function resolveCorpusDir(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [
    env.CORPUS_DIR,
    resolve(workspaceRoot(), '../shared/corpus'),
    '/work/shared/corpus',
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((dir) => existsSync(resolve(dir, 'SOURCES.md')));
  if (!found) {
    throw new Error(
      `Corpus not found: set CORPUS_DIR to the folder holding SOURCES.md (tried ${candidates.join(', ')})`,
    );
  }
  return found;
}
