import { ImportCountMismatchError } from '../import/corpus-text-importer';

/**
 * Errors another attempt cannot fix: the job fails at once with its message. They are about the input (a
 * file that does not read, an import that needs a confirmation), so they go to the uploader, not the bot.
 */
export function isPermanent(error: unknown): boolean {
  const name = (error as Error)?.name ?? '';
  return (
    error instanceof ImportCountMismatchError ||
    /ReaderError|ScriptureError|DuplicateVerseError|FormatError|SqlDumpError|UnsafeFileNameError|ImportNeedsConfirmationError/.test(name) ||
    /unexpected end of file|incorrect header check/i.test((error as Error)?.message ?? '')
  );
}
