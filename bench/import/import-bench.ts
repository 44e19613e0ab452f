import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { AdminVersionsResponse, CompletedImport, ImportStatusResponse } from '@strongs/contracts';
import { BOOKS } from '@strongs/scripture';
import { resolveCorpusDir } from '@strongs/nest-common';
import {
  corpusVerseRows,
  delimitedFile,
  mysqldumpFile,
  osisMilestoneBible,
  pgDumpFile,
  plainLinesFile,
  swordImpVerses,
  waitUntil,
  usfmBible,
} from '@strongs/testing';
import { startBenchStack, type BenchStack } from '../support/bench-stack';

/**
 * A whole Bible in each published format, from upload to searchable, through the gateway with an
 * admin session: upload → import-bible → worker → /api/search-strongs finds a verse of it. Target ≤ 30 s.
 * Every file goes to the NKJV slot, uninstalled first, so each case writes a whole Bible: the KJV files
 * (OSIS, USFM, SWORD IMP) with their 349,308 concordance rows, the ASV files (SQL dumps, CSV, TSV,
 * lines) without. The last row re-imports the tagged KJV into its own installed slot, the operator's
 * usual correction, where only what differs is written. `npm run bench:import [file-name-part]`
 */
const ORIGIN = 'http://localhost:3000';
const TARGET_SECONDS = 30;

interface Case {
  format: string;
  fileName: string;
  slot: string;
  /** Uninstall the slot first, so the import writes every row rather than what differs. */
  fresh: boolean;
  content: () => Promise<string>;
  /** A search in the slot and a text the answer must hold once the new text is searchable. */
  probe: { q: string; expect: string };
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function cases(stack: BenchStack): Case[] {
  const corpus = resolveCorpusDir();
  const kjvPath = join(corpus, 'sword/kjv.imp.gz');
  const kjv = swordImpVerses(kjvPath);
  const asv = corpusVerseRows(join(corpus, 'english/asv.tsv.gz'));
  const name = (book: number): string => BOOKS[book - 1].name;
  const kjvProbe = {
    q: 'beginning God created heaven',
    expect: 'In the beginning God created the heaven and the earth.',
  };
  const asvProbe = { q: 'waste and void darkness', expect: 'And the earth was waste and void' };
  return [
    {
      format: 'OSIS, milestone verses (KJV + Strong’s)',
      fileName: 'kjv.osis.xml',
      slot: 'nkjv',
      fresh: true,
      content: async () => osisMilestoneBible(kjv),
      probe: kjvProbe,
    },
    {
      format: 'USFM (KJV + Strong’s)',
      fileName: 'kjv.usfm',
      slot: 'nkjv',
      fresh: true,
      content: async () => usfmBible(kjv),
      probe: kjvProbe,
    },
    {
      format: 'SWORD IMP, mod2imp (KJV + Strong’s)',
      fileName: 'kjv.imp',
      slot: 'nkjv',
      fresh: true,
      content: async () => gunzipSync(readFileSync(kjvPath)).toString('utf8'),
      probe: kjvProbe,
    },
    {
      format: 'pg_dump, COPY (ASV)',
      fileName: 'asv-pg.sql',
      slot: 'nkjv',
      fresh: true,
      content: () => pgDumpFile(stack.databaseUrl, 'bench_asv_dump', asv),
      probe: asvProbe,
    },
    {
      format: 'mysqldump, multi-row INSERT (ASV)',
      fileName: 'asv-mysql.sql',
      slot: 'nkjv',
      fresh: true,
      content: async () => mysqldumpFile('asv', asv),
      probe: asvProbe,
    },
    {
      format: 'CSV with header, quoted (ASV)',
      fileName: 'asv.csv',
      slot: 'nkjv',
      fresh: true,
      content: async () => delimitedFile(asv, 'csv', name),
      probe: asvProbe,
    },
    {
      format: 'TSV with header (ASV)',
      fileName: 'asv.tsv',
      slot: 'nkjv',
      fresh: true,
      content: async () => delimitedFile(asv, 'tsv', name),
      probe: asvProbe,
    },
    {
      format: '"Book C:V text" lines (ASV)',
      fileName: 'asv.txt',
      slot: 'nkjv',
      fresh: true,
      content: async () => plainLinesFile(asv, name),
      probe: asvProbe,
    },
    {
      format: 'OSIS (KJV + Strong’s) over the installed KJV',
      fileName: 'kjv-again.osis.xml',
      slot: 'kjv_strongs',
      fresh: false,
      content: async () => osisMilestoneBible(kjv),
      probe: kjvProbe,
    },
  ];
}

type CompletedRow = Pick<CompletedImport, 'version' | 'completedAt' | 'versesImported'>;
const completedKey = (row: CompletedRow): string => `${row.version} ${row.completedAt}`;

async function importStatus(
  stack: BenchStack,
  headers: Record<string, string>,
): Promise<ImportStatusResponse> {
  return json<ImportStatusResponse>(
    await fetch(`${stack.baseUrl}/api/admin/import-status`, { headers }),
    'import-status',
  );
}

async function probeFound(stack: BenchStack, c: Case): Promise<boolean> {
  const db = c.slot === 'kjv_strongs' ? 'kjv' : c.slot;
  const res = await fetch(`${stack.baseUrl}/api/search-strongs?q=${encodeURIComponent(c.probe.q)}&db=${db}`);
  return res.ok && (await res.text()).includes(c.probe.expect);
}

/** Seconds from the start of the upload until the import completed and until search finds the probe. */
async function run(
  stack: BenchStack,
  headers: Record<string, string>,
  c: Case,
): Promise<{ verses: number; megabytes: number; imported: number; searchable: number }> {
  const content = await c.content();
  if (c.fresh) {
    const listed = await json<AdminVersionsResponse>(
      await fetch(`${stack.baseUrl}/api/admin/versions`, { headers }),
      'versions',
    );
    const generation = listed.versions.find((v) => v.code === c.slot)?.generation ?? 0;
    const res = await fetch(
      `${stack.baseUrl}/api/admin/versions/${c.slot}?expectedGeneration=${generation}`,
      { method: 'DELETE', headers },
    );
    if (!res.ok && res.status !== 409)
      throw new Error(`uninstall ${c.slot}: ${res.status} ${await res.text()}`);
    // 409: nothing installed. The previous case's text must be gone from search, or its probe would answer for this import.
    await waitUntil(async () => !(await probeFound(stack, c)), {
      what: `${c.slot} gone from search after uninstall`,
      timeoutMs: 60_000,
      everyMs: 100,
    });
  }
  // The import that completes is a new row of the list: the previous case's row (same slot, same text) is not it.
  const before = new Set((await importStatus(stack, headers)).completedImports.map(completedKey));
  const started = Date.now();
  const since = (): number => (Date.now() - started) / 1000;
  const form = new FormData();
  form.append('bibleVersion', c.slot);
  form.append('file', new Blob([content]), c.fileName);
  const uploaded = await json<{ file: { path: string } }>(
    await fetch(`${stack.baseUrl}/api/admin/upload-bible`, { method: 'POST', headers, body: form }),
    'upload',
  );
  const queued = await json<{ jobId: string }>(
    await fetch(`${stack.baseUrl}/api/admin/import-bible`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ version: c.slot, filePath: uploaded.file.path }),
    }),
    'import-bible',
  );
  const { versesImported: verses } = await waitUntil(
    async () => {
      const status = await importStatus(stack, headers);
      const failed = status.activeImports.find((a) => a.status === 'failed');
      if (failed) throw new Error(`${c.fileName}: import failed: ${failed.message}`);
      return status.completedImports.find((d) => !before.has(completedKey(d)) && d.versesImported > 0);
    },
    { what: `${c.fileName}: job ${queued.jobId} completed`, timeoutMs: 300_000, everyMs: 100 },
  );
  const imported = since();
  await waitUntil(() => probeFound(stack, c), {
    what: `${c.fileName} searchable`,
    timeoutMs: 300_000 - imported * 1000,
    everyMs: 100,
  });
  return { verses, megabytes: Buffer.byteLength(content) / 1e6, imported, searchable: since() };
}

async function main(): Promise<void> {
  const stack = await startBenchStack(['auth', 'search', 'importer'], ['importer/src/worker.js']);
  try {
    const login = await fetch(`${stack.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ username: stack.adminUsername, password: stack.adminPassword }),
    });
    await json(login, 'login');
    const headers = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0], origin: ORIGIN };
    const only = process.argv[2];
    const rows: string[] = [];
    for (const c of cases(stack).filter((x) => !only || x.fileName.includes(only))) {
      const r = await run(stack, headers, c);
      rows.push(
        `| ${c.format} | ${r.megabytes.toFixed(1)} | ${r.verses.toLocaleString('en-US')} | ${r.imported.toFixed(1)} | ${r.searchable.toFixed(1)} |`,
      );
      if (r.searchable > TARGET_SECONDS) process.exitCode = 1;
      console.error(`${c.fileName}: searchable after ${r.searchable.toFixed(1)} s`);
    }
    console.log('\nImport benchmark: a whole Bible per format, upload to searchable, through the gateway\n');
    console.log('| format | MB | verses imported | import completed (s) | searchable (s) |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    console.log(`\nTarget: searchable within ${TARGET_SECONDS} s of the upload's start, for every format.`);
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
