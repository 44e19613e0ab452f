// Test-only helpers: fixtures are small excerpts cut from /work/shared/corpus.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function fixture(name: string): string {
  return readFileSync(join(__dirname, name), 'utf8');
}

export function fixtureLines(name: string): string[] {
  return fixture(name).split('\n');
}

export async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}
