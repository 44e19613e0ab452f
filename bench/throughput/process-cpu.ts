import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) each process has used so far, from /proc/<pid>/stat, children included
 * (a clustered service's workers are its children).
 */
export function processCpuSeconds(pids: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, cpu] of Object.entries(processCpu(pids))) out[name] = cpu.user + cpu.system;
  return out;
}

/** User and system (kernel: sockets, mostly) CPU seconds of each process, read once for both. */
export function processCpu(pids: Record<string, number>): Record<string, CpuSeconds> {
  const out: Record<string, CpuSeconds> = {};
  for (const [name, pid] of Object.entries(pids)) {
    out[name] = ownAndDescendants(pid)
      .map(cpuOf)
      .reduce((sum, cpu) => ({ user: sum.user + cpu.user, system: sum.system + cpu.system }), NONE);
  }
  return out;
}

export interface CpuSeconds {
  user: number;
  system: number;
}

const NONE: CpuSeconds = { user: 0, system: 0 };

function cpuOf(pid: number): CpuSeconds {
  try {
    // Fields after the command name (which may hold spaces) start at "state": utime and stime are 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
  } catch {
    return NONE;
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
