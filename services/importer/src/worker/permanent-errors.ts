import { ReaderError, SqlDumpError } from '@strongs/scripture';
import { BibleFileFormatError } from '../bible-import/bible-file-records';
import { UnsafeFileNameError } from '../files/upload-dir';
import { ImportNeedsConfirmationError } from '../import-gate/import-gate';
import { ImportCountMismatchError } from '../import/corpus-text-importer';
import { CrossReferenceFormatError } from '../import/cross-reference-writer';
import { DuplicateVerseError } from '../import/version-writer';

const PERMANENT_ERRORS = [
  ReaderError,
  SqlDumpError,
  BibleFileFormatError,
  CrossReferenceFormatError,
  DuplicateVerseError,
  UnsafeFileNameError,
  ImportNeedsConfirmationError,
  ImportCountMismatchError,
];

/**
 * Errors another attempt cannot fix: the job fails at once with its message. They are about the input (a
 * file that does not read, an import that needs a confirmation), so they go to the uploader, not the bot.
 */
export function isPermanent(error: unknown): boolean {
  return (
    PERMANENT_ERRORS.some((permanent) => error instanceof permanent) ||
    /unexpected end of file|incorrect header check/i.test((error as Error)?.message ?? '')
  );
}
