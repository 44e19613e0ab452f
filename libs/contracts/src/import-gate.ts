/**
 * The gate before an import replaces an installed text (issue #15): every import is first read as a dry run,
 * and a replacement that loses verses, books or Strong's tags needs a confirmation carrying the summary's token.
 */

/** Counts of one text, either the file about to be imported or the installed generation. */
export interface TextCounts {
  books: number;
  chapters: number;
  verses: number;
  /** Verses whose text is empty (the ASV's 16 omitted verses, or a reader that lost the text). */
  emptyVerses: number;
  /** Concordance rows: one per tagged word and Strong's number (what the dictionary counts). */
  taggedWords: number;
}

export interface BookCounts {
  /** OSIS id: Gen, Exod, ... */
  book: string;
  chapters: number;
  verses: number;
  emptyVerses: number;
  taggedWords: number;
}

export interface ImportDifferences {
  /** References in the file that the installed text lacks, and the reverse. */
  versesAdded: number;
  versesRemoved: number;
  /** Verses present in both whose plain text differs. */
  versesChanged: number;
  /** Installed books the file does not have (OSIS ids), and books only the file has. */
  missingBooks: string[];
  addedBooks: string[];
  /** Installed concordance rows minus the file's (positive = tags lost). */
  taggedWordsLost: number;
  /** The first removed references, for the dialog ("Ruth 1:1"). */
  removedSamples: string[];
  /** Verses present in both whose words differ (case, accents, points and punctuation aside). */
  versesReworded: number;
  /** Verses that would keep less than two thirds of their installed words ("The grace of the Lord Jesus b"). */
  versesCut: number;
  /** The first cut, then reworded verses, the installed text beside the file's. */
  rewordedSamples: RewordedVerse[];
}

/** One verse whose wording an import would change, for the confirmation dialog. */
export interface RewordedVerse {
  reference: string;
  installed: string;
  file: string;
}

/** The dry-run summary of an import: what the file holds, and what replacing the installed text would change. */
export interface ImportSummary {
  /** The version code the file would fill (nkjv, kjv, rstne_licensed, ...). */
  versionCode: string;
  fileName: string;
  /** SHA-256 of the file. */
  checksum: string;
  file: TextCounts;
  /** References the versification does not have (Genesis 51:1, Jude 2:1): count and the first few. */
  outsideVersification: number;
  outsideSamples: string[];
  perBook: BookCounts[];
  /** Null when the slot is not installed. */
  installed: (TextCounts & { checksum: string | null }) | null;
  differences: ImportDifferences | null;
  /** Plain sentences of what would be lost ("12,412 verses would replace 31,086 (18,674 fewer)"). */
  risks: string[];
  /** True when a risk needs the administrator's explicit confirmation. */
  requiresConfirmation: boolean;
  /** Send back as `confirm` to accept exactly this summary; it changes when the file or the installed text does. */
  token: string;
}

/** POST /api/admin/import-bible: 409 body when the import needs a confirmation. */
export interface ImportNeedsConfirmationResponse {
  statusCode: 409;
  message: string;
  summary: ImportSummary;
}

/** A replaced text kept for rollback, under the generation number it had while it was live. */
export interface ArchivedGeneration {
  generation: number;
  verseCount: number;
  checksum: string | null;
  archivedAt: string;
  installed: boolean;
}

/** GET /api/admin/versions: every slot with its installed and previous generations. */
export interface AdminVersion {
  code: string;
  name: string;
  kind: 'translation' | 'original' | 'derived';
  licence: string;
  source: string;
  credit: string | null;
  versification: string;
  installed: boolean;
  verseCount: number;
  checksum: string | null;
  updatedAt: string;
  /** The admin changed the slot's metadata (the seed keeps it). */
  metadataEdited: boolean;
  /** The live generation: bumped by every import, rollback and uninstall; send it back as `expectedGeneration`. */
  generation: number;
  /** The newest of `generations`; null when nothing can be rolled back to. */
  previous: ArchivedGeneration | null;
  /** The kept generations (at most three), newest first; any of them can be restored. */
  generations: ArchivedGeneration[];
  /** Why DELETE is refused for this version, or null when it may be uninstalled. */
  uninstallBlockedBy: string | null;
  /** Visitors see the text (an upload is installed unpublished until an admin publishes it). */
  published: boolean;
  /** What part of the Bible the text holds ("Ruth only, 85 verses"); null for a whole Bible. */
  coverage: string | null;
}

export interface AdminVersionsResponse {
  versions: AdminVersion[];
}

/** PATCH /api/admin/versions/{code}: the slot metadata the admin may edit. */
export interface UpdateVersionMetadataRequest {
  name?: string;
  source?: string;
  licence?: string;
  credit?: string | null;
  versification?: string;
}

/**
 * POST /api/admin/versions/{code}/rollback (and `?expectedGeneration=` of DELETE /api/admin/versions/{code}): the
 * live generation the admin saw; when another is live the request is refused with 409, so a second click does not
 * undo the first. `generation`: which kept generation to restore (the newest when absent).
 */
export interface RollbackVersionRequest {
  expectedGeneration: number;
  generation?: number;
}

export interface VersionChangeResponse {
  success: true;
  message: string;
  version: AdminVersion;
}

/** 202 from rollback or uninstall: the job outlasted the request's wait and carries on; the version list shows the outcome. */
export interface VersionChangeQueuedResponse {
  success: true;
  message: string;
  jobId: string;
}

/** POST /api/admin/versions/{code}/publish: what visitors are shown with the text. */
export interface PublishVersionRequest {
  name: string;
  source: string;
  licence: string;
  /** "Ruth only, 85 verses"; empty for a whole Bible. */
  coverage: string;
}

export interface PublishedVersionState {
  code: string;
  name: string;
  source: string;
  licence: string;
  coverage: string | null;
  published: boolean;
}

/** POST /api/admin/versions/{code}/publish and /unpublish */
export interface VersionPublicationResponse {
  success: true;
  message: string;
  version: PublishedVersionState;
}

/** GET /api/admin/uploaded-files?page=&pageSize= and GET /api/admin/sql-tables?page=&pageSize= */
export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SqlImportTable {
  name: string;
  rows: number;
  /** Bytes on disk (table and indexes). */
  size: number;
}

export const ADMIN_LIST_PAGE_SIZE = 20;
export const ADMIN_LIST_MAX_PAGE_SIZE = 100;
