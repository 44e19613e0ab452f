import { asvTextBible } from '../testing/asv-text-bible';
import { importFinished, importRecord, queueBibleImport } from '../testing/queued-bible-import';
import { waitUntil } from '@strongs/testing';
import {
  importWaitingOnVerses,
  jobsByNameAndState,
  workerProcessSuite,
} from '../testing/worker-process-suite';

describe('a worker killed in the middle of an import', () => {
  const suite = workerProcessSuite();
  const asv = asvTextBible();
  const record = (jobId: string) => importRecord(suite.t, jobId);
  // Short locks, so the job of a killed worker comes back to the queue within seconds.
  const startWorker = () =>
    suite.startWorker({ LOG_LEVEL: 'warn', IMPORT_LOCK_MS: '3000', IMPORT_STALLED_CHECK_MS: '1000' });

  it('is picked up by another worker, completes once with the exact count, and search never sees half a version', async () => {
    // The old text: the ASV's first three verses (the whole ASV rewords none of them, so the gate lets it in),
    // installed by a first worker.
    const first = startWorker().child;
    const oldJob = await queueBibleImport(suite.t, suite.admin, asvTextBible(3).text, 'old.txt');
    await waitUntil(async () => (await record(oldJob))?.status === 'completed', {
      what: 'the old text',
      timeoutMs: 60_000,
    });

    // Whatever search can see, every 20 ms, until the end: only the old or the whole new text.
    const seen = new Set<string>();
    const sample = async () => {
      const [row] = await suite.t.sql<{ verses: number; indexed: number }>(
        `SELECT (SELECT count(*)::int FROM verses WHERE version_code = 'nkjv') AS verses,
                (SELECT count(*)::int FROM verse_search WHERE version_code = 'nkjv') AS indexed`,
      );
      seen.add(`${row.verses}/${row.indexed}`);
    };
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        await sample();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    // The import stages the whole file in a second or two: it is killed while it waits to write the verses.
    const release = await suite.holdVerseWrites();
    const jobId = await queueBibleImport(suite.t, suite.admin, asv.text, 'asv.txt');
    await waitUntil(() => importWaitingOnVerses(suite), {
      what: 'the import to be under way',
      timeoutMs: 60_000,
    });
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    await release();
    const midway = await record(jobId);
    expect(midway.status).toBe('active');
    expect(await suite.t.sql(`SELECT count(*)::int AS n FROM verses WHERE version_code = 'nkjv'`)).toEqual([
      { n: 3 },
    ]);

    const second = startWorker();
    await waitUntil(async () => (await record(jobId))?.status === 'completed', {
      what: 'the resumed import',
      timeoutMs: 120_000,
    });
    sampling = false;
    await sampler;
    // The sampler's last look may have come just before the commit the completed status reports.
    await sample();

    expect(await suite.t.sql(`SELECT count(*)::int AS n FROM verses WHERE version_code = 'nkjv'`)).toEqual([
      { n: asv.verses },
    ]);
    expect(await suite.t.sql(`SELECT installed, verse_count FROM versions WHERE code = 'nkjv'`)).toEqual([
      { installed: true, verse_count: asv.verses },
    ]);
    expect(
      await suite.t.sql(`SELECT status, verses_imported FROM imports WHERE job_id = $1`, [jobId]),
    ).toEqual([{ status: 'completed', verses_imported: asv.verses }]);
    expect([...seen].sort()).toEqual([`3/3`, `${asv.verses}/${asv.verses}`].sort());

    const job = await importFinished(suite.t, jobId, 'the job to be recorded as completed');
    expect(job.returnvalue).toEqual({ status: 'completed', count: asv.verses });
    await suite.importJobs(async (queue) => {
      expect(await jobsByNameAndState(queue)).toEqual([
        'import-bible-file:completed',
        'import-bible-file:completed',
        'preview-bible-file:completed',
        'preview-bible-file:completed',
      ]);
    });
    // The operator's log says why the job ran twice.
    expect(second.lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        level: 40,
        queue: 'imports',
        jobId,
        msg: expect.stringMatching(/^Job stalled/),
      }),
    );
  });
});
