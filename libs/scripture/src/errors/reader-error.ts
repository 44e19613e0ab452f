import { InputError } from './domain-error';

/** Bad input met by a reader; `line` is 1-based (0 when the input has no lines, as in a JSON object). */
export class ReaderError extends InputError {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}
