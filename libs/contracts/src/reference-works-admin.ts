/** What a reference work holds: commentary entries keyed by verse, or topics (Nave's). */
export type ReferenceWorkKind = 'commentary' | 'topics';

/** A replaced generation of a work kept for rollback, under the generation number it had while it was live. */
export interface ArchivedWorkGeneration {
  generation: number;
  entryCount: number;
  checksum: string | null;
  /** Visitors saw it while it was live: a rollback to it shows it to them again. */
  published: boolean;
  archivedAt: string;
}

/** GET /api/admin/reference-works: every commentary and topical work with the generations kept for rollback. */
export interface AdminReferenceWork {
  code: string;
  kind: ReferenceWorkKind;
  name: string;
  shortName: string;
  source: string;
  licence: string;
  published: boolean;
  /** The live generation: bumped by every import, rollback, publish and unpublish; send it back as `expectedGeneration`. */
  generation: number;
  entryCount: number;
  checksum: string | null;
  updatedAt: string;
  /** The kept generations (at most three), newest first; any of them can be restored. */
  generations: ArchivedWorkGeneration[];
}

export interface AdminReferenceWorksResponse {
  works: AdminReferenceWork[];
}

/**
 * POST /api/admin/reference-works/{code}/publish and /unpublish: the live generation the admin saw; when another is
 * live the request is refused with 409, so a second click or another admin's change is not undone unseen.
 */
export interface ReferenceWorkChangeRequest {
  expectedGeneration: number;
}

/** POST /api/admin/reference-works/{code}/rollback: `generation` is the kept one to restore (the newest when absent). */
export interface RollbackReferenceWorkRequest extends ReferenceWorkChangeRequest {
  generation?: number;
}

export interface ReferenceWorkChangeResponse {
  success: true;
  message: string;
  work: AdminReferenceWork;
}
