import type { SqlValue } from './sql-dump-reader';

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' };

/** One field of COPY's text format: `\N` is NULL; backslash escapes, octal `\123` and hex `\x41` decoded. */
export function copyField(raw: string): string | null {
  if (raw === '\\N') return null;
  if (!raw.includes('\\')) return raw;
  return raw.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_whole, e: string) => {
    if (e[0] === 'x' && e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return ESCAPES[e] ?? e;
  });
}

/** The fields of one COPY data line (tab-separated), integer columns as numbers. */
export function copyRow(line: string, integer: readonly boolean[]): SqlValue[] {
  return line.split('\t').map((raw, k) => {
    const value = copyField(raw);
    return value !== null && integer[k] && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
  });
}
