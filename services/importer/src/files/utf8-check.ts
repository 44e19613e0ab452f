import { createReadStream } from 'node:fs';

/** Where a file stops being UTF-8: the first byte of the first bad sequence, 0-based, and its line, 1-based. */
export interface Utf8Problem {
  offset: number;
  line: number;
  byte: number;
}

/**
 * Reads the whole file (a check of the first 64 KB let a Latin-1 byte further on become U+FFFD) and finds the
 * first byte that is not well-formed UTF-8: stray continuation bytes, cut sequences, overlong forms, surrogates and
 * code points past U+10FFFF, as a fatal TextDecoder refuses them.
 */
export async function firstInvalidUtf8(path: string): Promise<Utf8Problem | null> {
  let offset = 0;
  let line = 1;
  let need = 0;
  let low = 0x80;
  let high = 0xbf;
  let start = 0;
  let lead = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    for (const b of chunk) {
      if (need > 0) {
        if (b < low || b > high) return { offset: start, line, byte: lead };
        need--;
        low = 0x80;
        high = 0xbf;
      } else if (b < 0x80) {
        if (b === 0x0a) line++;
      } else {
        start = offset;
        lead = b;
        if (b >= 0xc2 && b <= 0xdf) need = 1;
        else if (b >= 0xe0 && b <= 0xef) {
          need = 2;
          if (b === 0xe0) low = 0xa0;
          if (b === 0xed) high = 0x9f;
        } else if (b >= 0xf0 && b <= 0xf4) {
          need = 3;
          if (b === 0xf0) low = 0x90;
          if (b === 0xf4) high = 0x8f;
        } else return { offset, line, byte: b };
      }
      offset++;
    }
  }
  return need > 0 ? { offset: start, line, byte: lead } : null;
}

/** The uploader's sentence: which line and byte to look at. */
export function describeUtf8Problem(problem: Utf8Problem): string {
  const hex = problem.byte.toString(16).toUpperCase().padStart(2, '0');
  return `The file is not UTF-8 text: line ${problem.line.toLocaleString('en-US')} has the byte 0x${hex} at byte offset ${problem.offset.toLocaleString('en-US')} (save the file as UTF-8 and upload it again)`;
}
