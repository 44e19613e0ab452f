import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) each process has used so far, from /proc/<pid>/stat, children included
 * (a clustered service's workers are its children).
 */
export function processCpuSeconds(pids: Record<string, number>): Record<string, number> {
  return sumOver(pids, (cpu) => cpu.user + cpu.system);
}

/** The part of processCpuSeconds spent in the kernel (sockets, mostly): what a profile's `writev` really costs. */
export function processSystemSeconds(pids: Record<string, number>): Record<string, number> {
  return sumOver(pids, (cpu) => cpu.system);
}

function sumOver(
  pids: Record<string, number>,
  part: (cpu: { user: number; system: number }) => number,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, pid] of Object.entries(pids)) {
    out[name] = ownAndDescendants(pid).reduce((sum, p) => sum + part(cpuOf(p)), 0);
  }
  return out;
}

function cpuOf(pid: number): { user: number; system: number } {
  try {
    // Fields after the command name (which may hold spaces) start at "state": utime and stime are 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
  } catch {
    return { user: 0, system: 0 };
  }
}

function ownAndDescendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    children = [];
  }
  return [pid, ...children.flatMap(ownAndDescendants)];
}
