import { BadRequestException } from '@nestjs/common';
import { unlink } from 'node:fs/promises';
import { basename } from 'node:path';
import type { UploadDir } from './upload-dir';

/** The path of multer's temporary copy, checked to be ours; removes it whatever happens next. */
export async function withIncomingFile<T>(
  uploadDir: UploadDir,
  file: Express.Multer.File | undefined,
  missing: string,
  use: (path: string) => Promise<T>,
  precheck?: () => void,
): Promise<T> {
  const path = file ? uploadDir.path('incoming', basename(file.path)) : undefined;
  try {
    precheck?.();
    if (!path) throw new BadRequestException(missing);
    return await use(path);
  } finally {
    if (path) await unlink(path).catch(() => undefined);
  }
}
