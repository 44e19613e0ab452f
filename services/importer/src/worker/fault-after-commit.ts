/**
 * Test-only fault injection for issue #27's fault tests, inert unless `IMPORT_FAULT_AFTER_COMMIT` is set (never in
 * production): `exit` SIGKILLs the worker right after an import's data transaction commits, as an OOM kill would;
 * `throw` fails each job once at that point, as a Redis outage during the bookkeeping would.
 */
export function faultAfterCommit(mode = process.env.IMPORT_FAULT_AFTER_COMMIT): (jobId: string) => void {
  switch (mode) {
    case undefined:
    case '':
      return () => undefined;
    case 'exit':
      return () => void process.kill(process.pid, 'SIGKILL');
    case 'throw': {
      const failed = new Set<string>();
      return (jobId) => {
        if (failed.has(jobId)) return;
        failed.add(jobId);
        throw new Error('IMPORT_FAULT_AFTER_COMMIT=throw: the bookkeeping after the commit failed once');
      };
    }
    default:
      throw new Error(`IMPORT_FAULT_AFTER_COMMIT must be exit or throw, not ${mode}`);
  }
}
