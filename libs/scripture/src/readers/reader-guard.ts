import { ReaderError } from '../errors';

/** Runs a reader step and turns any unexpected failure into a ReaderError at that line. */
export function atLine<T>(line: number, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ReaderError(line, reason);
  }
}
