import type { MulterModuleOptions } from '@nestjs/platform-express';
import { diskStorage } from 'multer';
import { join } from 'node:path';
import type { ImporterConfig } from '../importer.config';
import type { UploadDir } from './upload-dir';

/** Refuses a file from the form's fields read before it: the body is not read any further. */
export type EarlyCheck = (fields: Record<string, unknown>, originalName: string) => void;

/** Multer writes to UPLOAD_DIR/incoming under a random name; the service checks and renames it. */
export function multerOptions(
  uploadDir: UploadDir,
  config: ImporterConfig,
  earlyCheck?: EarlyCheck,
): MulterModuleOptions {
  return {
    fileFilter: (req, file, done) => {
      try {
        earlyCheck?.((req.body ?? {}) as Record<string, unknown>, file.originalname);
        done(null, true);
      } catch (error) {
        done(error as Error, false);
      }
    },
    storage: diskStorage({
      destination: join(uploadDir.root, 'incoming'),
      filename: (_req, _file, done) => done(null, uploadDir.incomingName()),
    }),
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  };
}
