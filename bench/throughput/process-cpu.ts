import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/**
 * User and system (kernel: sockets, mostly) CPU seconds each process has used so far, from /proc/<pid>/stat,
 * children included (a clustered service's workers are its children).
 */
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

export interface CpuPerRequest {
  /** User and system CPU milliseconds a request. */
  ms: number;
  /** The kernel's part of it. */
  systemMs: number;
}

/** What each process spent a request between two readings of processCpu. */
export function cpuMsPerRequest(
  before: Record<string, CpuSeconds>,
  after: Record<string, CpuSeconds>,
  requests: number,
): Record<string, CpuPerRequest> {
  const perRequest = (seconds: number): number => (seconds * 1000) / Math.max(1, requests);
  const out: Record<string, CpuPerRequest> = {};
  for (const name of Object.keys(after)) {
    const system = after[name].system - before[name].system;
    out[name] = {
      ms: perRequest(after[name].user - before[name].user + system),
      systemMs: perRequest(system),
    };
  }
  return out;
}
