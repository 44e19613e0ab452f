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
import { importJobId, type ImportBibleFileJob } from '@strongs/queue';
import { sniffBibleFile, formatOfExtension, UnsupportedFileError } from '../files/content-sniffer';
import { fileChecksum } from '../files/file-checksum';
import { withIncomingFile } from '../files/incoming-file';
import { STORED_NAME, UploadDir } from '../files/upload-dir';
import { ImportPreviewer } from '../import-gate/import-previewer';
import { IMPORT_QUEUE } from '../queue/import-queue.module';
import { IMPORT_JOB_OPTIONS, type ImportQueue } from '../worker/import-queue';
import { ImportSlotLock } from './import-slot-lock';
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
    private readonly slots: ImportSlotLock,
  ) {}

  async upload(
    version: string | undefined,
    file: Express.Multer.File | undefined,
  ): Promise<UploadBibleResponse> {
    const bibleVersion = version?.trim() ?? '';
    const precheck = (): void => {
      if (!bibleVersion) throw new BadRequestException(IMPORT_MESSAGES.versionRequired);
    };
    return withIncomingFile(
      this.uploadDir,
      file,
      IMPORT_MESSAGES.fileRequired,
      async (incoming) => {
        versionSlot(bibleVersion);
        const originalName = (file as Express.Multer.File).originalname;
        const format = formatOfExtension(originalName);
        if (!format)
          throw new UnsupportedFileError(
            `Unsupported file type: ${originalName.slice(-40)} (accepted: ${BIBLE_UPLOAD_EXTENSIONS.join(', ')})`,
          );
        await sniffBibleFile(incoming, format);
        const extension = /\.[A-Za-z]+$/.exec(originalName)![0].toLowerCase();
        const name = this.uploadDir.generateName(bibleVersion, extension);
        const checksum = await fileChecksum(incoming);
        await rename(incoming, this.uploadDir.path('uploads', name));
        const stored = await this.files.add({
          name,
          version: bibleVersion,
          originalName: originalName.slice(0, 200),
          format,
          size: (file as Express.Multer.File).size,
          checksum,
        });
        return {
          success: true,
          message: `Uploaded ${originalName.slice(0, 80)} for ${bibleVersion}`,
          file: availableFile(stored),
        };
      },
      precheck,
    );
  }

  /**
   * Every import is first read as a dry run; a replacement that would lose verses, books or Strong's tags
   * answers 409 with the summary unless `confirm` is that summary's token. One import per slot at a time: while
   * one is being previewed, queued or run, another request for the slot answers 409 naming it. A file imported
   * before is imported again (a fresh job id each time).
   */
  async queueImport(version: string, filePath: string, confirm?: string): Promise<ImportBibleResponse> {
    if (!STORED_NAME.test(filePath)) throw new BadRequestException('filePath must name an uploaded file');
    const file = await this.files.byName(filePath);
    if (!file) throw new BadRequestException('filePath must name an uploaded file');
    const versionCode = versionSlot(version);
    const fileName = file.originalName.slice(0, 80);
    const outcome = await this.slots.hold(versionCode, fileName, async () => {
      const running = await this.liveImport(versionCode);
      if (running) {
        throw new ConflictException(
          `An import into ${version} is already ${running.state}: ${running.fileName} (job ${running.id}); try again once it has finished`,
        );
      }
      return this.previewAndQueue(version, versionCode, file, confirm);
    });
    if ('busy' in outcome)
      throw new ConflictException(
        `An import into ${version} is already being prepared: ${outcome.busy}; try again once it has finished`,
      );
    return outcome;
  }

  private async previewAndQueue(
    version: string,
    versionCode: string,
    file: UploadedFile,
    confirm?: string,
  ): Promise<ImportBibleResponse> {
    const data = { version, versionCode, fileName: file.name, checksum: file.checksum };
    const outcome = await this.previewer.preview(data);
    if (!outcome.ok) throw new BadRequestException(outcome.message);
    const { summary } = outcome;
    if (summary.requiresConfirmation && confirm !== summary.token) {
      throw new ConflictException({
        message: `Importing ${file.originalName.slice(0, 80)} into ${version} would lose data: ${summary.risks.join('; ')}. Confirm to replace.`,
        summary,
      });
    }
    const jobId = `${importJobId(`upload-${versionCode}`, file.checksum)}-${Date.now().toString(36)}`;
    await this.queue.add(
      'import-bible-file',
      withRequestId({ ...data, confirm: summary.requiresConfirmation ? summary.token : undefined }),
      { ...IMPORT_JOB_OPTIONS, jobId },
    );
    return {
      success: true,
      message: `Import of ${file.originalName.slice(0, 80)} into ${version} queued`,
      jobId,
      summary,
    };
  }

  /** A waiting or running import into the slot, whatever its file. */
  private async liveImport(
    versionCode: string,
  ): Promise<{ id: string; state: string; fileName: string } | null> {
    for (const job of await this.queue.getJobs(['active', 'waiting', 'delayed', 'prioritized'])) {
      if (job?.name !== 'import-bible-file' || (job.data as ImportBibleFileJob).versionCode !== versionCode)
        continue;
      const { fileName } = job.data as ImportBibleFileJob;
      const state = (await job.getState()) === 'active' ? 'running' : 'queued';
      return {
        id: job.id ?? '',
        state,
        fileName: (await this.files.byName(fileName))?.originalName.slice(0, 80) ?? fileName,
      };
    }
    return null;
  }
}
