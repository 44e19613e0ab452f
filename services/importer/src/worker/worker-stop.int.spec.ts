import { asvTextBible } from '../testing/asv-text-bible';
import { importRecord, queueBibleImport } from '../testing/queued-bible-import';
import { waitUntil } from '@strongs/testing';
import {
  importWaitingOnVerses,
  jobsByNameAndState,
  workerProcessSuite,
} from '../testing/worker-process-suite';

describe('a worker stopped with SIGTERM in the middle of an import', () => {
  const suite = workerProcessSuite();
  const asv = asvTextBible();
  const record = (jobId: string) => importRecord(suite.t, jobId);
  // Patient by default: a SIGTERMed worker may take its whole import to finish.
  const startWorker = (env: NodeJS.ProcessEnv = {}) =>
    suite.startWorker({ SHUTDOWN_GRACE_MS: '120000', ...env });

  it('finishes the running job, exactly once, and exits 0; the job logs carry the id of the request that queued it', async () => {
    const worker = startWorker();
    const jobId = await queueBibleImport(suite.t, suite.admin, asv.text, 'asv.txt', 'stop-test-request-1');

    await waitUntil(async () => ((await record(jobId))?.verses_imported ?? 0) >= 4000, {
      what: 'the import to be under way',
      timeoutMs: 60_000,
    });
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);

    expect(
      await suite.t.sql(`SELECT status, verses_imported FROM imports WHERE job_id = $1`, [jobId]),
    ).toEqual([{ status: 'completed', verses_imported: asv.verses }]);
    expect(await suite.t.sql(`SELECT count(*)::int AS n FROM verses WHERE version_code = 'nkjv'`)).toEqual([
      { n: asv.verses },
    ]);
    await suite.importJobs(async (queue) => {
      const job = await queue.getJob(jobId);
      expect(await job?.getState()).toBe('completed');
      expect(job?.attemptsMade).toBe(1);
      expect(job?.data.requestId).toBe('stop-test-request-1');
      // The dry run the import request waited for, and the import.
      expect(await jobsByNameAndState(queue)).toEqual([
        'import-bible-file:completed',
        'preview-bible-file:completed',
      ]);
    });

    const logged = worker.lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofJob = logged.filter((line) => line.jobId === jobId).map((line) => [line.msg, line.requestId]);
    expect(ofJob).toEqual([
      ['Job started', 'stop-test-request-1'],
      ['Job completed', 'stop-test-request-1'],
    ]);
  });

  it('past SHUTDOWN_GRACE_MS exits 1 and the job returns to the queue, to be completed once by another worker', async () => {
    const quickLocks = { IMPORT_LOCK_MS: '3000', IMPORT_STALLED_CHECK_MS: '1000' };
    const impatient = startWorker({ ...quickLocks, SHUTDOWN_GRACE_MS: '200' });
    // A different file (one verse reworded) so the job is new, not the completed one of the test above.
    // The import stages the whole file in a second or two: it is stopped while it waits to write the verses.
    const release = await suite.holdVerseWrites();
    const jobId = await queueBibleImport(
      suite.t,
      suite.admin,
      asv.text.replace('Genesis|1|1|', 'Genesis|1|1|Reworded: '),
      'asv.txt',
      'stop-test-request-2',
    );
    await waitUntil(() => importWaitingOnVerses(suite), {
      what: 'the import to be under way',
      timeoutMs: 60_000,
    });
    impatient.child.kill('SIGTERM');
    expect(await impatient.exited).toBe(1);
    await release();
    expect((await record(jobId)).status).not.toBe('completed');

    const next = startWorker(quickLocks);
    await waitUntil(async () => (await record(jobId))?.status === 'completed', {
      what: 'the returned import',
      timeoutMs: 120_000,
    });
    expect(
      await suite.t.sql(`SELECT status, verses_imported FROM imports WHERE job_id = $1`, [jobId]),
    ).toEqual([{ status: 'completed', verses_imported: asv.verses }]);
    expect(await suite.t.sql(`SELECT count(*)::int AS n FROM verses WHERE version_code = 'nkjv'`)).toEqual([
      { n: asv.verses },
    ]);
    await suite.importJobs(async (queue) => {
      expect(await (await queue.getJob(jobId))?.getState()).toBe('completed');
      expect(await jobsByNameAndState(queue)).toEqual([
        'import-bible-file:completed',
        'import-bible-file:completed',
        'preview-bible-file:completed',
        'preview-bible-file:completed',
      ]);
    });
    const completions = next.lines.filter((line) => line.includes('"Job completed"') && line.includes(jobId));
    expect(completions).toHaveLength(1);
    expect(completions[0]).toContain('"requestId":"stop-test-request-2"');
  });
});
