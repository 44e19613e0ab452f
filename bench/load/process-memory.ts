import { readFileSync } from 'node:fs';

export interface ProcessMemory {
  /** Resident set size now, in MiB. */
  rssMb: number;
  /** Highest resident set size so far (VmHWM), in MiB. */
  peakMb: number;
}

function kbField(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

/** Reads /proc/<pid>/status of each process; a process that is gone reads as NaN. */
export function readMemory(pids: Record<string, number>): Record<string, ProcessMemory> {
  const out: Record<string, ProcessMemory> = {};
  for (const [name, pid] of Object.entries(pids)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      out[name] = { rssMb: kbField(status, 'VmRSS'), peakMb: kbField(status, 'VmHWM') };
    } catch {
      out[name] = { rssMb: NaN, peakMb: NaN };
    }
  }
  return out;
}
