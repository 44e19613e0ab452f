import type { DataSource } from 'typeorm';
import type { ImportBibleFileJob, ImportProgress } from '@strongs/queue';
import { fileChecksum } from '../files/file-checksum';
import { UploadDir } from '../files/upload-dir';
import { ImportRecordsRepository } from '../import/import-records.repository';
import { installedStrongsUsage, replaceTranslationCounts } from '../import/translation-counts';
import { markVersionInstalled } from '../import/version-rows';
import { replaceVersionVerses } from '../import/version-writer';
import { versionDefinition } from '../versions/version-catalog';
import { BibleFileFormatError, readBibleFile } from './bible-file-records';
import { formatOfExtension } from '../files/content-sniffer';

export interface BibleFileJobHandle {
  id: string;
  data: ImportBibleFileJob;
  updateProgress(progress: ImportProgress): Promise<void>;
}

export interface BibleFileImporterDeps {
  dataSource: DataSource;
  uploadDir: UploadDir;
  enqueueIndex(versionCode: string, checksum: string): Promise<void>;
}

const PROGRESS_EVERY_MS = 400;

/**
 * Installs an uploaded file into its version slot: parsed first, then written in one transaction
 * (old verses out, new in, version row updated), so search sees the old text until the commit.
 */
export class BibleFileImporter {
  private readonly records: ImportRecordsRepository;

  constructor(private readonly deps: BibleFileImporterDeps) {
    this.records = new ImportRecordsRepository(deps.dataSource);
  }

  async run(job: BibleFileJobHandle): Promise<{ status: 'completed'; count: number }> {
    const { versionCode, fileName, checksum, version } = job.data;
    const source = `upload:${fileName}`;
    await this.records.start({ jobId: job.id, kind: 'bible', versionCode, source, checksum, totalVerses: null });
    try {
      versionDefinition(versionCode);
      const path = this.deps.uploadDir.path('uploads', fileName);
      if ((await fileChecksum(path)) !== checksum) throw new BibleFileFormatError('The file changed since it was uploaded');
      const format = formatOfExtension(fileName);
      if (!format) throw new BibleFileFormatError(`Unsupported file: ${fileName}`);
      const verses = await readBibleFile(path, format);
      if (verses.length === 0) throw new BibleFileFormatError('The file holds no verses');
      const total = verses.length;
      let lastReport = 0;
      const report = async (done: number): Promise<void> => {
        if (Date.now() - lastReport < PROGRESS_EVERY_MS) return;
        lastReport = Date.now();
        const percent = Math.min(99, (done / total) * 100);
        await this.records.progress(job.id, percent, done);
        await job.updateProgress({ textId: version, percent: Math.round(percent), versesDone: done, totalVerses: total, phase: 'importing' });
      };
      await job.updateProgress({ textId: version, percent: 0, versesDone: 0, totalVerses: total, phase: 'importing' });
      const count = await this.deps.dataSource.transaction(async (manager) => {
        const written = await replaceVersionVerses(manager, versionCode, iterate(verses), (p) => report(p.versesDone));
        if (versionDefinition(versionCode).hasStrongs) {
          await replaceTranslationCounts(manager, versionCode, await installedStrongsUsage(manager));
        }
        await markVersionInstalled(manager, versionCode, written, checksum);
        return written;
      });
      await this.records.finish(job.id, 'completed', null, count);
      await this.deps.enqueueIndex(versionCode, checksum);
      await job.updateProgress({ textId: version, percent: 100, versesDone: count, totalVerses: total, phase: 'completed' });
      return { status: 'completed', count };
    } catch (error) {
      await this.records.finish(job.id, 'failed', `${fileName}: ${(error as Error).message}`);
      throw error;
    }
  }
}

async function* iterate<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}
