import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { findBook } from '@strongs/scripture';
import { resolveCorpusDir } from '@strongs/nest-common';
import { startBenchStack } from '../support/bench-stack';

/**
 * A 31k-verse .txt Bible from upload to searchable, through the gateway with an admin session:
 * upload → import-bible → worker → search finds a verse of it. Target ≤ 30 s.
 * `node scripts/run.mjs bench/import/import-bench.js`
 */
const ORIGIN = 'http://localhost:3000';

function asvText(): { text: string; verses: number } {
  const rows = gunzipSync(readFileSync(join(resolveCorpusDir(), 'english/asv.tsv.gz')))
    .toString('utf8')
    .split('\n')
    .slice(1);
  const lines = rows
    .map((r) => r.split('\t'))
    .filter((c) => c[3]?.trim())
    .map(([b, c, v, t]) => `${findBook(b)!.name}|${c}|${v}|${t}`);
  return { text: lines.join('\n') + '\n', verses: lines.length };
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function main(): Promise<void> {
  const bible = asvText();
  const stack = await startBenchStack(['auth', 'search', 'importer'], ['importer/src/worker.js']);
  try {
    const login = await fetch(`${stack.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ username: stack.adminUsername, password: stack.adminPassword }),
    });
    await json(login, 'login');
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const headers = { cookie, origin: ORIGIN };
    const marks: [string, number][] = [];
    const started = Date.now();
    const mark = (step: string) => marks.push([step, (Date.now() - started) / 1000]);

    const form = new FormData();
    form.append('bibleVersion', 'nkjv');
    form.append('file', new Blob([bible.text], { type: 'text/plain' }), 'asv-as-nkjv.txt');
    const uploaded = await json<{ file: { path: string } }>(
      await fetch(`${stack.baseUrl}/api/admin/upload-bible`, { method: 'POST', headers, body: form }),
      'upload',
    );
    mark('uploaded');
    await json(
      await fetch(`${stack.baseUrl}/api/admin/import-bible`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ version: 'nkjv', filePath: uploaded.file.path }),
      }),
      'import-bible',
    );
    mark('queued');
    for (;;) {
      const status = await json<{
        completedImports: { version: string; versesImported: number }[];
        activeImports: { status: string; message?: string }[];
      }>(await fetch(`${stack.baseUrl}/api/admin/import-status`, { headers }), 'import-status');
      const failed = status.activeImports.find((a) => a.status === 'failed');
      if (failed) throw new Error(`import failed: ${failed.message}`);
      const done = status.completedImports.find((c) => c.version === 'nkjv');
      if (done) {
        if (done.versesImported !== bible.verses)
          throw new Error(`imported ${done.versesImported} of ${bible.verses} verses`);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    mark('imported (import-status completed)');
    for (;;) {
      const res = await fetch(
        `${stack.baseUrl}/api/search-strongs?q=${encodeURIComponent('waste and void darkness')}&db=nkjv`,
      );
      if (res.ok && (await res.text()).includes('And the earth was waste and void')) break;
      if (Date.now() - started > 120_000) throw new Error('the new text never became searchable');
      await new Promise((r) => setTimeout(r, 100));
    }
    mark('searchable (/api/search-strongs finds Gen 1:2)');
    const total = marks[marks.length - 1][1];
    console.log(
      `\nImport benchmark: a ${bible.verses.toLocaleString('en-US')}-verse .txt Bible, upload to searchable, through the gateway\n`,
    );
    console.log('| step | seconds since upload started |');
    console.log('|---|---:|');
    for (const [step, s] of marks) console.log(`| ${step} | ${s.toFixed(2)} |`);
    console.log(`\nUpload to searchable: ${total.toFixed(2)} s (target <= 30 s)`);
    if (total > 30) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
