import { Injectable } from '@nestjs/common';
import type { PreviewBibleFileJob } from '@strongs/queue';
import type { PreviewOutcome } from '../bible-import/bible-file-importer';
import { ImportJobWaiter } from '../queue/import-job-waiter';

/** A 31,102-verse OSIS file reads in seconds; a worker that answers nothing in this long is busy or away. */
export const PREVIEW_TIMEOUT_MS = 120_000;

/**
 * Asks the import worker for an uploaded file's dry-run summary and waits for it: the file is parsed on the
 * queue (never inside the HTTP process), yet the import request can answer 409 with the summary.
 */
@Injectable()
export class ImportPreviewer {
  constructor(private readonly jobs: ImportJobWaiter) {}

  preview(data: PreviewBibleFileJob): Promise<PreviewOutcome> {
    return this.jobs.run<PreviewOutcome>('preview-bible-file', data, {
      timeoutMs: PREVIEW_TIMEOUT_MS,
      what: 'read the file',
      jobId: `preview-${data.versionCode}`,
    });
  }
}
