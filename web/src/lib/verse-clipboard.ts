import type { ContentLine } from '../components/verse/content-lines';
import { readSettings, writeSettings } from './settings';

/** How a copied or shared verse is written; the visitor's choice is kept with the other display settings. */
export interface CopyOptions {
  verseNumbers: boolean;
  referenceLast: boolean;
}

export function readCopyOptions(): CopyOptions {
  const { copyVerseNumbers, copyReferenceLast } = readSettings();
  return { verseNumbers: copyVerseNumbers === true, referenceLast: copyReferenceLast === true };
}

export function writeCopyOptions(options: CopyOptions): void {
  writeSettings({ copyVerseNumbers: options.verseNumbers, copyReferenceLast: options.referenceLast });
}

/** The verse number at the end of a reference: 16 of 'John 3:16'; none for a chapter or a range's start. */
function verseOf(reference: string | undefined): string | undefined {
  return /:(\d+)\s*$/.exec(reference ?? '')?.[1];
}

/**
 * 'John 3:16 (KJV)\nFor God so loved…' by default; with verse numbers each verse starts with its number, and
 * with the reference last it follows the text: 'For God so loved…\nJohn 3:16 (KJV)'.
 */
export function formatVerses(
  reference: string,
  version: string,
  lines: readonly ContentLine[],
  options: CopyOptions,
): string {
  const text = lines
    .map((line) => {
      const verse = options.verseNumbers
        ? verseOf(line.reference ?? (lines.length === 1 ? reference : undefined))
        : undefined;
      return verse ? `${verse} ${line.text}` : line.text;
    })
    .join(' ');
  const heading = `${reference} (${version.toUpperCase()})`;
  return options.referenceLast ? `${text}\n${heading}` : `${heading}\n${text}`;
}

/** A verse as the COPY and SHARE buttons write it, with the visitor's copy options. */
export function verseClipboardText(reference: string, text: string, version: string): string {
  return formatVerses(reference, version, [{ text }], readCopyOptions());
}

/** The reader's address of one verse, in the text's own numbering: a link that opens the verse marked. */
export function versePermalink(path: string, version: string): string {
  const query =
    version.toLowerCase() === 'kjv' ? '' : `?version=${encodeURIComponent(version.toLowerCase())}`;
  return `${window.location.origin}${path}${query}`;
}
