import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { rename } from 'node:fs/promises';
import {
  BIBLE_UPLOAD_EXTENSIONS,
  IMPORT_MESSAGES,
  type AvailableImportFile,
  type ImportBibleResponse,
  type UploadBibleResponse,
} from '@strongs/contracts';
import { withRequestId } from '@strongs/nest-common';
import { importJobId } from '@strongs/queue';
import { sniffBibleFile, formatOfExtension, UnsupportedFileError } from '../files/content-sniffer';
import { fileChecksum } from '../files/file-checksum';
import { withIncomingFile } from '../files/incoming-file';
import { STORED_NAME, UploadDir } from '../files/upload-dir';
import { ImportPreviewer } from '../import-gate/import-previewer';
import { IMPORT_QUEUE } from '../queue/import-queue.module';
import { IMPORT_JOB_OPTIONS, type ImportQueue } from '../worker/import-queue';
import { UploadedFilesRepository, type UploadedFile } from './uploaded-files.repository';
import { versionSlot } from './version-slots';

export function availableFile(file: UploadedFile): AvailableImportFile {
  return {
    name: file.name,
    version: file.version,
    path: file.name,
    uploaded: file.uploadedAt.toISOString(),
    originalName: file.originalName,
    size: file.size,
    format: file.format,
  };
}

/** Upload: check the version and the content, keep the file under a generated name. Import: queue it. */
@Injectable()
export class BibleUploadService {
  constructor(
    private readonly uploadDir: UploadDir,
    private readonly files: UploadedFilesRepository,
    @Inject(IMPORT_QUEUE) private readonly queue: ImportQueue,
    private readonly previewer: ImportPreviewer,
  ) {}

  async upload(version: string | undefined, file: Express.Multer.File | undefined): Promise<UploadBibleResponse> {
    const bibleVersion = version?.trim() ?? '';
    const precheck = (): void => {
      if (!bibleVersion) throw new BadRequestException(IMPORT_MESSAGES.versionRequired);
    };
    return withIncomingFile(this.uploadDir, file, IMPORT_MESSAGES.fileRequired, async (incoming) => {
      versionSlot(bibleVersion);
      const originalName = (file as Express.Multer.File).originalname;
      const format = formatOfExtension(originalName);
      if (!format) throw new UnsupportedFileError(`Unsupported file type: ${originalName.slice(-40)} (accepted: ${BIBLE_UPLOAD_EXTENSIONS.join(', ')})`);
      await sniffBibleFile(incoming, format);
      const extension = /\.[A-Za-z]+$/.exec(originalName)![0].toLowerCase();
      const name = this.uploadDir.generateName(bibleVersion, extension);
      const checksum = await fileChecksum(incoming);
      await rename(incoming, this.uploadDir.path('uploads', name));
      const stored = await this.files.add({ name, version: bibleVersion, originalName: originalName.slice(0, 200), format, size: (file as Express.Multer.File).size, checksum });
      return { success: true, message: `Uploaded ${originalName.slice(0, 80)} for ${bibleVersion}`, file: availableFile(stored) };
    }, precheck);
  }

  /**
   * Every import is first read as a dry run; a replacement that would lose verses, books or Strong's tags
   * answers 409 with the summary unless `confirm` is that summary's token. A file already being imported
   * into the slot is not queued twice; one imported before is imported again (a fresh job id each time).
   */
  async queueImport(version: string, filePath: string, confirm?: string): Promise<ImportBibleResponse> {
    if (!STORED_NAME.test(filePath)) throw new BadRequestException('filePath must name an uploaded file');
    const file = await this.files.byName(filePath);
    if (!file) throw new BadRequestException('filePath must name an uploaded file');
    const versionCode = versionSlot(version);
    const data = { version, versionCode, fileName: file.name, checksum: file.checksum };
    const running = await this.liveImport(versionCode, file.checksum);
    if (running) return { success: true, message: `The import of ${file.originalName.slice(0, 80)} into ${version} is already ${running.state}`, jobId: running.id };
    const outcome = await this.previewer.preview(data);
    if (!outcome.ok) throw new BadRequestException(outcome.message);
    const { summary } = outcome;
    if (summary.requiresConfirmation && confirm !== summary.token) {
      throw new ConflictException({ message: `Importing ${file.originalName.slice(0, 80)} into ${version} would lose data: ${summary.risks.join('; ')}. Confirm to replace.`, summary });
    }
    const jobId = `${importJobId(`upload-${versionCode}`, file.checksum)}-${Date.now().toString(36)}`;
    await this.queue.add('import-bible-file', withRequestId({ ...data, confirm: summary.requiresConfirmation ? summary.token : undefined }), { ...IMPORT_JOB_OPTIONS, jobId });
    return { success: true, message: `Import of ${file.originalName.slice(0, 80)} into ${version} queued`, jobId, summary };
  }

  /** A waiting or running import of the same file into the same slot. */
  private async liveImport(versionCode: string, checksum: string): Promise<{ id: string; state: string } | null> {
    const prefix = importJobId(`upload-${versionCode}`, checksum);
    for (const job of await this.queue.getJobs(['active', 'waiting', 'delayed', 'prioritized'])) {
      if (job?.id?.startsWith(prefix) && job.name === 'import-bible-file') return { id: job.id, state: (await job.getState()) === 'active' ? 'running' : 'queued' };
    }
    return null;
  }
}
