import { open } from 'node:fs/promises';
import type { BibleFileFormat } from '@strongs/contracts';
import { InputError } from '@strongs/scripture';
import { describeUtf8Problem, firstInvalidUtf8 } from './utf8-check';

export class UnsupportedFileError extends InputError {}

const FORMAT_BY_EXTENSION = new Map<string, BibleFileFormat>(
  Object.entries({
    '.sql': 'sql',
    '.txt': 'text',
    '.tsv': 'delimited',
    '.csv': 'delimited',
    '.xml': 'osis',
    '.imp': 'imp',
    '.usfm': 'usfm',
    '.sfm': 'usfm',
  }) as [string, BibleFileFormat][],
);

const BINARY_SIGNATURES: [string, number[]][] = [
  ['a ZIP archive', [0x50, 0x4b, 0x03, 0x04]],
  ['a gzip archive', [0x1f, 0x8b]],
  ['a PDF document', [0x25, 0x50, 0x44, 0x46]],
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
  ['an executable', [0x7f, 0x45, 0x4c, 0x46]],
];

export function formatOfExtension(originalName: string): BibleFileFormat | undefined {
  const match = /\.[A-Za-z]+$/.exec(originalName);
  return match ? FORMAT_BY_EXTENSION.get(match[0].toLowerCase()) : undefined;
}

async function head(path: string, bytes = 64 * 1024): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Looks inside the file: the extension must agree with the content, or the upload is refused. */
export async function sniffBibleFile(path: string, format: BibleFileFormat): Promise<void> {
  const bytes = await head(path);
  if (bytes.length === 0) throw new UnsupportedFileError('The file is empty');
  for (const [kind, signature] of BINARY_SIGNATURES) {
    if (signature.every((b, i) => bytes[i] === b))
      throw new UnsupportedFileError(`The file is ${kind}, not a Bible text`);
  }
  if (bytes.includes(0)) throw new UnsupportedFileError('The file is binary, not a Bible text');
  const notUtf8 = await firstInvalidUtf8(path);
  if (notUtf8) throw new UnsupportedFileError(describeUtf8Problem(notUtf8));
  // Cut at the last complete line so a multi-byte character split by the 64 KB window is not read as two.
  const cut = bytes.length === 64 * 1024 ? bytes.subarray(0, Math.max(1, bytes.lastIndexOf(0x0a))) : bytes;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(cut);
  const problem = contentProblem(text, format);
  if (problem) throw new UnsupportedFileError(problem);
}

function contentProblem(text: string, format: BibleFileFormat): string | undefined {
  switch (format) {
    case 'sql':
      return /\b(create\s+table|insert\s+(ignore\s+)?into)\b/i.test(text)
        ? undefined
        : 'The .sql file holds no CREATE TABLE or INSERT statement';
    case 'osis':
      return /<osis[\s>]/.test(text) && /<osisText[\s>]/.test(text)
        ? undefined
        : 'The .xml file is not an OSIS Bible (no <osis>/<osisText> element)';
    case 'usfm':
      return /^\\id\s+[A-Z0-9]{3}/m.test(text) && /^\\c\s+\d+/m.test(text)
        ? undefined
        : 'The file is not USFM (no \\id and \\c markers)';
    case 'text':
    case 'delimited':
      return firstVerseLineProblem(text);
    case 'imp':
      return /^\$\$\$\S/m.test(text) ? undefined : 'The .imp file is not a SWORD module export (no $$$ keys)';
  }
}

function firstVerseLineProblem(text: string): string | undefined {
  const lines = text.split(/\r?\n/).slice(0, 200);
  let good = 0;
  let bad = 0;
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (/^\s*(\d\s*)?[A-Za-z][A-Za-z .]*\s*[|\t,]?\s*\d+\s*[:|\t,]\s*\d+/.test(trimmed)) good++;
    else bad++;
  }
  return good > 0 && good >= bad
    ? undefined
    : 'The .txt file does not hold verse lines ("Gen 1:1 text", "Genesis|1|1|text", TSV or CSV)';
}
