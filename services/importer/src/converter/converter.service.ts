import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import {
  CONVERTER_REPORTED_ERRORS,
  IMPORT_MESSAGES,
  SQL_TABLE_NAME_PATTERN,
  TEXT_TO_SQL_DEFAULT_TABLE,
  type ConvertedFilesResponse,
  type ConvertTextToSqlResponse,
} from '@strongs/contracts';
import { readPlainVerseLines, type VerseRecord } from '@strongs/scripture';
import { fileLines } from '../corpus/file-streams';
import { sniffBibleFile } from '../files/content-sniffer';
import { withIncomingFile } from '../files/incoming-file';
import { UploadDir } from '../files/upload-dir';
import { verseSqlLines } from './sql-text-writer';

export const DOWNLOAD_PATH = '/api/converter/download-sql/';

/** Text to SQL: verse-per-line text in, an SQL file in UPLOAD_DIR/converted out; unreadable lines reported. */
@Injectable()
export class ConverterService {
  constructor(private readonly uploadDir: UploadDir) {}

  async convert(
    file: Express.Multer.File | undefined,
    tableName: string | undefined,
  ): Promise<ConvertTextToSqlResponse> {
    const table = tableName?.trim() || TEXT_TO_SQL_DEFAULT_TABLE;
    const precheck = (): void => {
      if (!SQL_TABLE_NAME_PATTERN.test(table)) {
        throw new BadRequestException(
          'Table name must start with a letter or _ and hold only a-z, 0-9 and _ (at most 63 characters)',
        );
      }
      if (file && !/\.txt$/i.test(file.originalname))
        throw new BadRequestException('Only .txt files can be converted');
    };
    return withIncomingFile(
      this.uploadDir,
      file,
      IMPORT_MESSAGES.converterFileRequired,
      async (incoming) => {
        await sniffBibleFile(incoming, 'text');
        const verses: VerseRecord[] = [];
        const errors: { line: number; message: string }[] = [];
        let skipped = 0;
        for await (const item of readPlainVerseLines(fileLines(incoming))) {
          if ('record' in item) verses.push(item.record);
          else if (++skipped <= CONVERTER_REPORTED_ERRORS) errors.push(item.error);
        }
        const listed = errors.map((e) => `line ${e.line}: ${e.message}`).join('; ');
        if (verses.length === 0)
          throw new BadRequestException(
            `No verse could be read from the file${listed ? ` (${listed})` : ''}`,
          );
        const outputFile = this.uploadDir.generateName(table, '.sql');
        const header = [
          `Converted from ${(file as Express.Multer.File).originalname.slice(0, 100)} on ${new Date().toISOString()}`,
          `${verses.length} verses; ${skipped} unreadable lines skipped`,
        ];
        await pipeline(
          Readable.from(verseSqlLines(table, verses, header)),
          createWriteStream(this.uploadDir.path('converted', outputFile), { flags: 'wx' }),
        );
        const skippedText = skipped
          ? `; ${skipped} line${skipped === 1 ? '' : 's'} could not be read (${listed}${skipped > errors.length ? '; ...' : ''})`
          : '';
        return {
          success: true,
          message: `Converted ${verses.length.toLocaleString('en-US')} verses into ${outputFile}${skippedText}`,
          count: verses.length,
          outputFile,
          skippedLines: skipped,
          errors,
        };
      },
      precheck,
    );
  }

  async convertedFiles(): Promise<ConvertedFilesResponse> {
    const files = await this.uploadDir.list('converted', '.sql');
    return {
      files: files.map((f) => ({
        filename: f.name,
        size: f.size,
        created: f.modified.toISOString(),
        path: DOWNLOAD_PATH + f.name,
      })),
    };
  }

  /** Only a name from the list is served. */
  async downloadPath(outputFile: string): Promise<string> {
    const listed = (await this.uploadDir.list('converted', '.sql')).some((f) => f.name === outputFile);
    if (!listed) throw new NotFoundException('No such converted file');
    return this.uploadDir.path('converted', outputFile);
  }
}
