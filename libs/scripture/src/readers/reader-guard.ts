import { ReaderError, ScriptureError } from '../errors';

/** Runs a reader step and turns any unexpected failure into a ReaderError at that line. */
export function atLine<T>(line: number, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    const reason = error instanceof ScriptureError || error instanceof Error ? error.message : String(error);
    throw new ReaderError(line, reason);
  }
}

/** Wraps an async generator so that everything it throws is a ReaderError (line 0 when unknown). */
export async function* guarded<T>(source: AsyncGenerator<T>, line: () => number = () => 0): AsyncGenerator<T> {
  try {
    yield* source;
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    throw new ReaderError(line(), error instanceof Error ? error.message : String(error));
  }
}
