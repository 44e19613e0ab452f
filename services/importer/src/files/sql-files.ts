import { Injectable } from '@nestjs/common';
import { UploadDir, type StoredFileInfo } from './upload-dir';

/** The .sql files an administrator may import: uploaded ones and the converter's output. */
@Injectable()
export class SqlFiles {
  constructor(private readonly uploadDir: UploadDir) {}

  async list(): Promise<(StoredFileInfo & { area: 'uploads' | 'converted' })[]> {
    const [uploads, converted] = await Promise.all([
      this.uploadDir.list('uploads', '.sql'),
      this.uploadDir.list('converted', '.sql'),
    ]);
    return [
      ...uploads.map((f) => ({ ...f, area: 'uploads' as const })),
      ...converted.map((f) => ({ ...f, area: 'converted' as const })),
    ];
  }

  /** The path of a listed file, or undefined: a name not in the list is never opened. */
  async pathOf(filename: string): Promise<string | undefined> {
    const found = (await this.list()).find((f) => f.name === filename);
    return found ? this.uploadDir.path(found.area, found.name) : undefined;
  }
}
