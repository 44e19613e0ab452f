import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG } from '@strongs/nest-common';
import { multerOptions } from '../files/multer-options';
import { ImportPreviewer } from '../import-gate/import-previewer';
import { UploadDir } from '../files/upload-dir';
import type { ImporterConfig } from '../importer.config';
import { BibleUploadController } from './bible-upload.controller';
import { BibleUploadService } from './bible-upload.service';
import { earlyBibleUploadCheck } from './early-upload-check';
import { ImportSlotLock } from './import-slot-lock';
import { UploadedFilesRepository } from './uploaded-files.repository';

@Module({
  imports: [
    MulterModule.registerAsync({
      inject: [UploadDir, APP_CONFIG],
      useFactory: (dir: UploadDir, config: ImporterConfig) =>
        multerOptions(dir, config, earlyBibleUploadCheck),
    }),
  ],
  controllers: [BibleUploadController],
  providers: [BibleUploadService, UploadedFilesRepository, ImportPreviewer, ImportSlotLock],
  exports: [UploadedFilesRepository],
})
export class UploadsModule {}
