/** Base class of every error the scripture domain throws, so callers can map them at the edge. */
export class ScriptureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnknownBookError extends ScriptureError {
  constructor(readonly input: string | number) {
    super(`Unknown book: ${input}`);
  }
}

export class InvalidStrongsNumberError extends ScriptureError {
  constructor(readonly input: string) {
    super(`Invalid Strong's number: ${input}`);
  }
}

export class ReferenceParseError extends ScriptureError {
  constructor(readonly input: string) {
    super(`Not a Bible reference: ${input}`);
  }
}

export class UnknownReferenceError extends ScriptureError {
  constructor(readonly input: string) {
    super(`Reference not found: ${input}`);
  }
}

/** Bad input met by a reader; `line` is 1-based (0 when the input has no lines, as in a JSON object). */
export class ReaderError extends ScriptureError {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}
