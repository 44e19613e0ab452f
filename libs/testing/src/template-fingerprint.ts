import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function listFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, out);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) out.push(path);
  }
  return out;
}

/**
 * A short hash of everything that decides a template database's content: the migrations, the code
 * that imports the corpus and the corpus files themselves (by name and size: they are read-only).
 */
export function templateFingerprint(
  root: string,
  corpusDir: string | null,
  codeDirs: readonly string[],
): string {
  const hash = createHash('sha256');
  for (const dir of codeDirs) {
    for (const file of listFiles(join(root, dir)).sort()) {
      hash.update(relative(root, file)).update(readFileSync(file));
    }
  }
  if (corpusDir) {
    for (const file of listCorpus(corpusDir).sort())
      hash.update(relative(corpusDir, file)).update(String(statSync(file).size));
  }
  return hash.digest('hex').slice(0, 12);
}

function listCorpus(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listCorpus(path, out);
    else out.push(path);
  }
  return out;
}
