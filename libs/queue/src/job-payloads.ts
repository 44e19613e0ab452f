/** What every job may carry about where it came from: the HTTP request that queued it, for the worker's logs. */
export interface JobOrigin {
  requestId?: string;
}

/** Job names and payloads of the `imports` queue. One handler per name; the worker refuses to start without one. */
export interface ImportCorpusTextJob extends JobOrigin {
  /** An id from the importer's corpus catalogue: `kjv`, `web`, `strongs-hebrew`, `rstne`, ... */
  textId: string;
  /** SHA-256 of the source files; a text whose last completed import has this checksum is skipped. */
  checksum: string;
  /**
   * A derived text written again because the text it is made from changed (an upload, a rollback):
   * `<version>@g<generation>`. Such a job runs even when the files are current.
   */
  afterSourceChange?: string;
}

/** An uploaded Bible file (UPLOAD_DIR/uploads/<fileName>) to install into a version slot. */
export interface ImportBibleFileJob extends JobOrigin {
  /** The version name the administrator chose (the upload form's list). */
  version: string;
  /** The version code it fills (`nkjv`, `rstne_licensed`, ...). */
  versionCode: string;
  /** A stored (generated) file name in the uploads area. */
  fileName: string;
  /** SHA-256 of the file at upload; the worker refuses a file that changed since. */
  checksum: string;
  /** The dry-run summary's token the administrator confirmed; needed when the import would lose data. */
  confirm?: string;
}

/** The dry run of an uploaded file: the worker reads it and answers its summary (the job's return value). */
export type PreviewBibleFileJob = Omit<ImportBibleFileJob, 'confirm'>;

/** A listed .sql file to parse (never run) and load into bible_sql_imports.<tableName>. */
export interface ImportSqlFileJob extends JobOrigin {
  filename: string;
  tableName: string;
}

/** The admin's uninstall of a version, refused unless `expectedGeneration` is still the live one. */
export interface UninstallVersionJob extends JobOrigin {
  versionCode: string;
  expectedGeneration: number;
}

/** The admin's rollback: restores archived `generation` (the newest when absent) over `expectedGeneration`. */
export interface RollbackVersionJob extends UninstallVersionJob {
  generation?: number;
}

/** What a rollback or uninstall job returns: `refused` (the version changed since the admin looked) is not a failure. */
export type GenerationJobOutcome =
  | { status: 'completed'; versionCode: string; generation: number; installed: boolean; verseCount: number }
  | { status: 'refused'; message: string };

/** The admin's rollback of a reference work: restores archived `generation` (the newest when absent) over `expectedGeneration`. */
export interface RollbackReferenceWorkJob extends JobOrigin {
  workCode: string;
  expectedGeneration: number;
  generation?: number;
}

/** What a reference work's rollback job returns: `refused` (the work changed since the admin looked) is not a failure. */
export type ReferenceWorkJobOutcome =
  | { status: 'completed'; workCode: string; generation: number; entryCount: number; published: boolean }
  | { status: 'refused'; message: string };

export interface ImportJobs {
  'import-corpus-text': ImportCorpusTextJob;
  'import-bible-file': ImportBibleFileJob;
  'preview-bible-file': PreviewBibleFileJob;
  'import-sql-file': ImportSqlFileJob;
  'rollback-version': RollbackVersionJob;
  'uninstall-version': UninstallVersionJob;
  'rollback-reference-work': RollbackReferenceWorkJob;
}

export type ImportJobName = keyof ImportJobs;
export const IMPORT_JOB_NAMES: readonly ImportJobName[] = [
  'import-corpus-text',
  'import-bible-file',
  'preview-bible-file',
  'import-sql-file',
  'rollback-version',
  'uninstall-version',
  'rollback-reference-work',
];

/**
 * The import jobs whose completion changes what readers see (a text written, restored or removed): caches and
 * indexes outside the importer follow these, never a preview or an SQL import, which change nothing readers see.
 */
export const READER_CHANGING_IMPORT_JOBS: ReadonlySet<ImportJobName> = new Set<ImportJobName>([
  'import-corpus-text',
  'import-bible-file',
  'rollback-version',
  'uninstall-version',
]);

/** Progress reported on import jobs (BullMQ `job.progress`) and mirrored in the imports table. */
export interface ImportProgress {
  textId: string;
  percent: number;
  versesDone: number;
  totalVerses: number | null;
  phase: string;
}

/** Job ids may not contain ':' in BullMQ; derive them from the work so a repeat is de-duplicated. */
export function importJobId(textId: string, checksum: string): string {
  return `import-${textId}-${checksum.slice(0, 16)}`.replace(/[^A-Za-z0-9_-]/g, '_');
}
