import { execFileSync, spawnSync } from 'node:child_process';
import type { BenchQuery } from './bench-queries';

/** The installed SWORD KJV module's name (Debian's sword-text-kjv installs engKJV2006eb), or undefined. */
export function swordKjvModule(): string | undefined {
  try {
    const list = execFileSync('diatheke', ['-b', 'system', '-k', 'modulelist'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /^(\S*KJV\S*) :/m.exec(list)?.[1];
  } catch {
    return undefined;
  }
}

/** Median wall time of a diatheke search (process start included: that is what its users wait for). */
export function timeSword(
  module: string,
  query: NonNullable<BenchQuery['sword']>,
  runs = 3,
): { ms: number; matches: string } {
  const times: number[] = [];
  let matches = '';
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    const result = spawnSync('diatheke', ['-b', module, '-s', query.mode, '-k', query.text], {
      encoding: 'utf8',
    });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    matches = /(\d+) matches total/.exec(result.stdout ?? '')?.[1] ?? '?';
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], matches };
}
