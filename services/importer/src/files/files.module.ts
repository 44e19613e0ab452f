import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '@strongs/nest-common';
import type { ImporterConfig } from '../importer.config';
import { UploadDir } from './upload-dir';

@Global()
@Module({
  providers: [
    {
      provide: UploadDir,
      inject: [APP_CONFIG],
      useFactory: (config: ImporterConfig) => new UploadDir(config.UPLOAD_DIR),
    },
  ],
  exports: [UploadDir],
})
export class FilesModule {}
