import type { ImportRecord } from '../import/import-records.repository';

const fmt = (n: number): string => n.toLocaleString('en-US');

/** Prints one line per text whenever its state or tens-of-percent changes: text, verses done, percent. */
export function createProgressPrinter(write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)) {
  const last = new Map<string, string>();
  return (rows: ImportRecord[]): void => {
    for (const row of rows) {
      const bucket = row.status === 'active' ? Math.floor(row.progress / 10) * 10 : row.progress;
      const key = `${row.status}:${bucket}`;
      if (last.get(row.jobId) === key) continue;
      last.set(row.jobId, key);
      const name = (row.versionCode ?? row.source.replace(/^corpus:/, '')).padEnd(16);
      const unit =
        row.kind === 'bible' || row.kind === 'derived'
          ? 'verses'
          : row.kind === 'lexicon' || row.kind === 'commentary'
            ? 'entries'
            : 'rows';
      const total = row.totalVerses ? `/${fmt(row.totalVerses)}` : '';
      const detail =
        row.status === 'failed' ? ` ${row.message}` : row.status === 'skipped' ? ' already installed' : '';
      write(
        `[seed] ${name} ${row.status.padEnd(9)} ${fmt(row.versesImported)}${total} ${unit} ${String(row.progress).padStart(3)}%${detail}`,
      );
    }
  };
}
