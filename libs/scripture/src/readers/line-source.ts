export type LineSource = AsyncIterable<string> | Iterable<string>;

/** Iterates a sync or async iterable of strings with 1-based line numbers; a trailing CR is dropped. */
export async function* numberedLines(lines: LineSource): AsyncGenerator<{ line: number; text: string }> {
  let line = 0;
  for await (const raw of lines as AsyncIterable<string>) {
    line++;
    const text = typeof raw === 'string' ? raw : String(raw);
    yield { line, text: text.endsWith('\r') ? text.slice(0, -1) : text };
  }
}

/**
 * Turns string chunks (from a stream, in any sizes) into lines. LF, CRLF and lone CR all end
 * a line; a final line without a newline is yielded too. Pure: no I/O.
 */
export async function* asyncLines(chunks: LineSource): AsyncGenerator<string> {
  let rest = '';
  let pendingCr = false;
  for await (const chunk of chunks as AsyncIterable<string>) {
    let text = typeof chunk === 'string' ? chunk : String(chunk);
    if (pendingCr && text.startsWith('\n')) text = text.slice(1);
    pendingCr = false;
    const parts = (rest + text).split(/\r\n|\n|\r/);
    rest = parts.pop() ?? '';
    // A chunk ending in CR may be the first half of CRLF.
    if (text.endsWith('\r')) pendingCr = true;
    for (const part of parts) yield part;
  }
  if (rest) yield rest;
}
