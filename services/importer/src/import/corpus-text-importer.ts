import type { DataSource, EntityManager } from 'typeorm';
import type { ImportCorpusTextJob, ImportProgress } from '@strongs/queue';
import { corpusText, CorpusText, dependentsOf } from '../corpus/corpus-catalog';
import { fileLines } from '../corpus/file-streams';
import { withStrongsErrata } from '../corpus/rv1909-errata';
import { join } from 'node:path';
import { restoredVerses } from '../derive/restored-names-source';
import { replaceCommentary } from './commentary-writer';
import { replaceCrossReferences } from './cross-reference-writer';
import { ImportRecordsRepository } from './import-records.repository';
import { replaceLexicon } from './lexicon-writer';
import { replaceTopics } from './topics/topics-writer';
import { corpusStrongsUsage } from '../corpus/strongs-usage';
import { writeKjvEnglish } from './kjv-english-writer';
import { replaceOriginalWords } from './original-words-writer';
import { replaceTranslationCounts, type StrongsUsage } from './translation-counts';
import { markVersionInstalled } from './version-rows';
import { replaceVerseMappings } from './verse-mapping-writer';
import { replaceVersionVerses } from './version-writer';
import { committedWrite } from './version-writes';
import { lockVersion } from '../versions/version-generations';

export interface ImportJobHandle {
  id: string;
  data: ImportCorpusTextJob;
  updateProgress(progress: ImportProgress): Promise<void>;
}

export interface CorpusTextImporterDeps {
  dataSource: DataSource;
  corpusDir: string;
  /** Queues a derived text once its source is in place. */
  enqueueDependent(textId: string): Promise<void>;
  /** Asks the search engine to (re)index a version that `writtenBy` (the import job's id) has just installed. */
  enqueueIndex(versionCode: string, checksum: string, writtenBy: string): Promise<void>;
  /** Runs right after the data transaction commits (test-only faults: see fault-after-commit.ts). */
  afterCommit?(jobId: string): void;
}

export class ImportCountMismatchError extends Error {
  override name = 'ImportCountMismatchError';
}

export type ImportOutcome = { status: 'completed'; count: number } | { status: 'skipped' };

const PROGRESS_EVERY_MS = 400;

/** Imports one corpus text: skips it when already installed from the same files, else replaces it atomically. */
export class CorpusTextImporter {
  private readonly records: ImportRecordsRepository;
  private usage?: Promise<StrongsUsage>;

  constructor(private readonly deps: CorpusTextImporterDeps) {
    this.records = new ImportRecordsRepository(deps.dataSource);
  }

  async run(job: ImportJobHandle): Promise<ImportOutcome> {
    const text = corpusText(job.data.textId);
    const source = `corpus:${text.id}`;
    const outcome = await this.importUnlessCurrent(job, text, source);
    for (const dependent of dependentsOf(text.id)) await this.deps.enqueueDependent(dependent.id);
    return outcome;
  }

  private async importUnlessCurrent(
    job: ImportJobHandle,
    text: CorpusText,
    source: string,
  ): Promise<ImportOutcome> {
    const versionCode = 'versionCode' in text ? text.versionCode : null;
    const current = (await this.records.lastCompletedChecksum(text.kind, source)) === job.data.checksum;
    if (current && !job.data.afterSourceChange) {
      await this.records.recordSkipped({
        jobId: job.id,
        kind: text.kind,
        versionCode,
        source,
        checksum: job.data.checksum,
      });
      await job.updateProgress({
        textId: text.id,
        percent: 100,
        versesDone: 0,
        totalVerses: null,
        phase: 'skipped',
      });
      return { status: 'skipped' };
    }
    const total = expectedCount(text);
    await this.records.start({
      jobId: job.id,
      kind: text.kind,
      versionCode,
      source,
      checksum: job.data.checksum,
      totalVerses: total,
    });
    let lastReport = 0;
    const report = async (done: number, force = false): Promise<void> => {
      const now = Date.now();
      if (!force && now - lastReport < PROGRESS_EVERY_MS) return;
      lastReport = now;
      const percent = total ? Math.min(99, (done / total) * 100) : 0;
      await this.records.progress(job.id, percent, done);
      await job.updateProgress({
        textId: text.id,
        percent: Math.round(percent),
        versesDone: done,
        totalVerses: total,
        phase: 'importing',
      });
    };
    try {
      const count = await this.deps.dataSource.transaction(async (manager) => {
        if (versionCode) {
          await lockVersion(manager, versionCode);
          // A re-run of this job after its commit: the text is its own, not a generation to archive.
          const committed = await committedWrite(manager, job.id);
          if (committed !== null) return committed;
        }
        return this.write(manager, text, job, (done) => report(done));
      });
      this.deps.afterCommit?.(job.id);
      await this.records.finish(job.id, 'completed', null, count);
      if (text.kind === 'bible' || text.kind === 'derived')
        await this.deps.enqueueIndex(text.versionCode, job.data.checksum, job.id);
      await job.updateProgress({
        textId: text.id,
        percent: 100,
        versesDone: count,
        totalVerses: total,
        phase: 'completed',
      });
      return { status: 'completed', count };
    } catch (error) {
      await this.records.finish(job.id, 'failed', `${text.label}: ${(error as Error).message}`);
      throw error;
    }
  }

  private strongsUsage(): Promise<StrongsUsage> {
    this.usage ??= corpusStrongsUsage(this.deps.corpusDir);
    return this.usage;
  }

  private async write(
    manager: EntityManager,
    text: CorpusText,
    job: ImportJobHandle,
    report: (done: number) => Promise<void>,
  ): Promise<number> {
    const { checksum } = job.data;
    switch (text.kind) {
      case 'bible': {
        const verses = text.read(this.deps.corpusDir);
        const count = await replaceVersionVerses(
          manager,
          text.versionCode,
          text.errata ? withStrongsErrata(verses, text.errata) : verses,
          (p) => report(p.versesDone),
        );
        assertCount(text.label, 'verses', text.expectedVerses, count);
        if (text.versification)
          await replaceVerseMappings(
            manager,
            text.versionCode,
            text.versification.scheme,
            await text.versification.read(this.deps.corpusDir),
          );
        if (text.words) {
          const words = await replaceOriginalWords(
            manager,
            text.versionCode,
            text.words.read(this.deps.corpusDir),
          );
          assertCount(text.label, 'words', text.words.expectedWords, words);
          await writeKjvEnglish(
            manager,
            text.versionCode,
            text.versification?.scheme ?? 'kjv',
            text.words.english(this.deps.corpusDir),
          );
        }
        await replaceTranslationCounts(manager, text.versionCode, await this.strongsUsage());
        await markVersionInstalled(manager, text.versionCode, count, checksum, job.id);
        return count;
      }
      case 'derived': {
        const count = await replaceVersionVerses(
          manager,
          text.versionCode,
          restoredVerses(manager, text.from),
          (p) => report(p.versesDone),
        );
        assertCount(text.label, 'verses', text.expectedVerses, count);
        await replaceTranslationCounts(manager, text.versionCode, await this.strongsUsage());
        await markVersionInstalled(manager, text.versionCode, count, checksum, job.id);
        return count;
      }
      case 'lexicon': {
        const records = await text.read(this.deps.corpusDir);
        assertCount(text.label, 'entries', text.expectedEntries, records.length);
        const count = await replaceLexicon(manager, text.language, records, text.files.join(', '));
        await report(count);
        return count;
      }
      case 'cross-references': {
        const count = await replaceCrossReferences(
          manager,
          fileLines(join(this.deps.corpusDir, text.files[0])),
          report,
        );
        assertCount(text.label, 'rows', text.expectedRows, count);
        return count;
      }
      case 'commentary': {
        const entries = text.read(this.deps.corpusDir);
        const count = await replaceCommentary(manager, text.work, checksum, entries, report);
        assertCount(text.label, 'entries', text.expectedEntries, count);
        return count;
      }
      case 'topics': {
        const records = await text.read(this.deps.corpusDir);
        assertCount(text.label, 'topics', text.expectedTopics, records.length);
        const count = await replaceTopics(manager, text.work, records, checksum);
        await report(count);
        return count;
      }
    }
  }
}

function expectedCount(text: CorpusText): number {
  switch (text.kind) {
    case 'bible':
      return text.expectedVerses;
    case 'lexicon':
      return text.expectedEntries;
    case 'cross-references':
      return text.expectedRows;
    case 'derived':
      return text.expectedVerses;
    case 'commentary':
      return text.expectedEntries;
    case 'topics':
      return text.expectedTopics;
  }
}

/** A truncated or corrupt file reads short: refuse it, so the installed version stays as it was. */
function assertCount(label: string, unit: string, expected: number, actual: number): void {
  if (actual !== expected) {
    throw new ImportCountMismatchError(
      `expected ${expected.toLocaleString('en-US')} ${unit}, read ${actual.toLocaleString('en-US')} (truncated or altered file?)`,
    );
  }
}
