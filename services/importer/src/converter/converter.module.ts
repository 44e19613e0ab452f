import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG } from '@strongs/nest-common';
import { multerOptions } from '../files/multer-options';
import { UploadDir } from '../files/upload-dir';
import type { ImporterConfig } from '../importer.config';
import { ConverterController } from './converter.controller';
import { ConverterService } from './converter.service';

@Module({
  imports: [
    MulterModule.registerAsync({
      inject: [UploadDir, APP_CONFIG],
      useFactory: (dir: UploadDir, config: ImporterConfig) => multerOptions(dir, config),
    }),
  ],
  controllers: [ConverterController],
  providers: [ConverterService],
})
export class ConverterModule {}
