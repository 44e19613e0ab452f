import { LRUCache } from 'lru-cache';
import type { DataSource, EntityManager } from 'typeorm';
import type { ImportSummary } from '@strongs/contracts';
import type { ImportBibleFileJob, ImportProgress, PreviewBibleFileJob } from '@strongs/queue';
import { withoutStrongs, type VerseRecord } from '@strongs/scripture';
import { fileChecksum } from '../files/file-checksum';
import { UploadDir } from '../files/upload-dir';
import { dryRun, ImportNeedsConfirmationError, passGate } from '../import-gate/import-gate';
import type { ReaderCounts } from '../import-gate/import-summary';
import { ImportRecordsRepository } from '../import/import-records.repository';
import { installedStrongsUsage, replaceTranslationCounts } from '../import/translation-counts';
import { markVersionInstalled } from '../import/version-rows';
import { committedWrite } from '../import/version-writes';
import { holdUnpublished } from '../version-publication/hold-unpublished';
import { replaceVersionVerses } from '../import/version-writer';
import { lockVersion } from '../versions/version-generations';
import { versionDefinition } from '../versions/version-catalog';
import { isPermanent } from '../worker/permanent-errors';
import {
  BibleFileFormatError,
  contentReport,
  readBibleUpload,
  type BibleFileContent,
} from './bible-file-records';
import { formatOfExtension } from '../files/content-sniffer';

export interface BibleFileJobHandle {
  id: string;
  data: ImportBibleFileJob;
  updateProgress(progress: ImportProgress): Promise<void>;
}

export interface BibleFileImporterDeps {
  dataSource: DataSource;
  uploadDir: UploadDir;
  /** Asks the search engine to index the text `writtenBy` (the import job's id) has just installed. */
  enqueueIndex(versionCode: string, checksum: string, writtenBy: string): Promise<void>;
  /** Runs right after the data transaction commits (test-only faults: see fault-after-commit.ts). */
  afterCommit?(jobId: string): void;
}

/** A preview's answer: the summary, or why the file cannot be imported (for the uploader, as a 400). */
export type PreviewOutcome = { ok: true; summary: ImportSummary } | { ok: false; message: string };

const PROGRESS_EVERY_MS = 400;
/** Slots that still say "import a licensed file" say where their text came from once a file fills them. */
const LICENSED_SLOT_TEXT = '%import a licensed file%';

/**
 * Installs an uploaded file into its version slot: parsed first, checked by the gate (a replacement that loses
 * verses, books or Strong's tags needs the confirmed summary), then written in one transaction that archives the
 * installed generation (old verses out, new in, version row updated), so search sees the old text until the commit.
 */
export class BibleFileImporter {
  private readonly records: ImportRecordsRepository;
  /**
   * The last file the preview read, for the import that follows it (a tagged KJV in OSIS takes seconds to
   * parse): keyed by slot, name and checksum, so a changed file is read again; one entry, dropped when used.
   */
  private readonly previewed = new LRUCache<string, BibleFileContent>({ max: 1, ttl: 10 * 60_000 });

  constructor(private readonly deps: BibleFileImporterDeps) {
    this.records = new ImportRecordsRepository(deps.dataSource);
  }

  /** The dry run: read the file and summarise it against the installed text; writes nothing. */
  async preview(data: PreviewBibleFileJob): Promise<PreviewOutcome> {
    try {
      const content = await this.readContent(data);
      this.previewed.set(previewKey(data), content);
      return {
        ok: true,
        summary: await dryRun(this.deps.dataSource.manager, { ...data, ...gateRecords(content) }),
      };
    } catch (error) {
      if (isPermanent(error)) return { ok: false, message: `${data.fileName}: ${(error as Error).message}` };
      throw error;
    }
  }

  async run(job: BibleFileJobHandle): Promise<{ status: 'completed'; count: number }> {
    const { versionCode, fileName, checksum, version } = job.data;
    const source = `upload:${fileName}`;
    await this.records.start({
      jobId: job.id,
      kind: 'bible',
      versionCode,
      source,
      checksum,
      totalVerses: null,
    });
    let summary: ImportSummary | undefined;
    try {
      const content = await this.contentOf(job.data);
      const { verses } = content;
      const total = verses.length;
      let lastReport = 0;
      const report = async (done: number): Promise<void> => {
        if (Date.now() - lastReport < PROGRESS_EVERY_MS) return;
        lastReport = Date.now();
        const percent = Math.min(99, (done / total) * 100);
        await this.records.progress(job.id, percent, done);
        await job.updateProgress({
          textId: version,
          percent: Math.round(percent),
          versesDone: done,
          totalVerses: total,
          phase: 'importing',
        });
      };
      await job.updateProgress({
        textId: version,
        percent: 0,
        versesDone: 0,
        totalVerses: total,
        phase: 'importing',
      });
      const count = await this.deps.dataSource.transaction(async (manager) => {
        // The gate runs on the installed text as it is under the lock, not as it was when the admin looked.
        await lockVersion(manager, versionCode);
        // A re-run of this job after its commit: the text is its own, not a generation to archive.
        const committed = await committedWrite(manager, job.id);
        if (committed !== null) return committed;
        summary = await dryRun(manager, { versionCode, fileName, checksum, ...gateRecords(content) });
        passGate(summary, job.data.confirm);
        const written = await replaceVersionVerses(manager, versionCode, iterate(verses), (p) =>
          report(p.versesDone),
        );
        if (versionDefinition(versionCode).hasStrongs) {
          await replaceTranslationCounts(manager, versionCode, await installedStrongsUsage(manager), verses);
        }
        await markVersionInstalled(manager, versionCode, written, checksum, job.id);
        await labelImportedSlot(manager, versionCode, fileName);
        await holdUnpublished(manager, versionCode);
        return written;
      });
      this.deps.afterCommit?.(job.id);
      const { versification } = versionDefinition(versionCode);
      await this.records.finish(job.id, 'completed', contentReport(content, versification) || null, count, {
        summary,
      });
      await this.deps.enqueueIndex(versionCode, checksum, job.id);
      await job.updateProgress({
        textId: version,
        percent: 100,
        versesDone: count,
        totalVerses: total,
        phase: 'completed',
      });
      return { status: 'completed', count };
    } catch (error) {
      const gated = error instanceof ImportNeedsConfirmationError ? error.summary : summary;
      await this.records.finish(job.id, 'failed', `${fileName}: ${(error as Error).message}`, undefined, {
        errorKind: isPermanent(error) ? 'input' : 'system',
        summary: gated,
      });
      throw error;
    }
  }

  /** The previewed content when the file is still the one previewed (same checksum), otherwise read again. */
  private async contentOf(data: PreviewBibleFileJob): Promise<BibleFileContent> {
    const key = previewKey(data);
    const previewed = this.previewed.get(key);
    this.previewed.delete(key);
    const path = await this.unchangedUpload(data);
    return previewed ?? this.parse(data, path);
  }

  private async readContent(data: PreviewBibleFileJob): Promise<BibleFileContent> {
    return this.parse(data, await this.unchangedUpload(data));
  }

  /** The upload's path, once its checksum shows it is the file the admin uploaded. */
  private async unchangedUpload(data: PreviewBibleFileJob): Promise<string> {
    const path = this.deps.uploadDir.path('uploads', data.fileName);
    if ((await fileChecksum(path)) !== data.checksum)
      throw new BibleFileFormatError('The file changed since it was uploaded');
    return path;
  }

  private async parse(data: PreviewBibleFileJob, path: string): Promise<BibleFileContent> {
    const { versification, strongsNote } = versionDefinition(data.versionCode);
    const format = formatOfExtension(data.fileName);
    if (!format) throw new BibleFileFormatError(`Unsupported file: ${data.fileName}`);
    const content = await readBibleUpload(path, format, versification);
    if (content.verses.length === 0) {
      throw new BibleFileFormatError(
        content.outside.length
          ? `The file holds no verse of the slot's versification (${contentReport(content, versification)})`
          : 'The file holds no verses',
      );
    }
    // A slot whose source tagging we withhold (the WEB's machine alignment) stays untagged when uploaded too.
    return strongsNote ? { ...content, verses: content.verses.map(withoutStrongs) } : content;
  }
}

function previewKey(data: PreviewBibleFileJob): string {
  return `${data.versionCode}\u0000${data.fileName}\u0000${data.checksum}`;
}

/** What the gate counts: the verses read, and what the reader already knows (empty verses, references skipped). */
function gateRecords(content: BibleFileContent): { records: readonly VerseRecord[]; reader: ReaderCounts } {
  return {
    records: content.verses,
    reader: { emptyVerses: content.empty.length, outsideVersification: content.outside },
  };
}

async function labelImportedSlot(
  manager: EntityManager,
  versionCode: string,
  fileName: string,
): Promise<void> {
  await manager.query(
    `UPDATE versions SET licence = $3 WHERE code = $1 AND NOT metadata_edited AND licence ILIKE $2`,
    [
      versionCode,
      LICENSED_SLOT_TEXT,
      `Imported by an administrator from ${fileName}: licence not yet recorded`,
    ],
  );
}

async function* iterate<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}
