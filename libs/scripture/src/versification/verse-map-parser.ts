import { SaxesParser } from 'saxes';
import { findBook } from '../books/catalogue';
import { ReaderError } from '../errors';
import type { MappingKind, SchemeVerse, VerseMapRow } from './scheme';

/** `Gen.32.1`, `1Kgs.18.34!a`: an OSIS verse id with an optional part suffix. */
function schemeVerse(osisRef: string, line: number): SchemeVerse {
  const match = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)(?:!([ab]))?$/.exec(osisRef);
  const book = match ? findBook(match[1]) : undefined;
  if (!match || !book) throw new ReaderError(line, `Bad verse reference: ${osisRef.slice(0, 40)}`);
  const verse: SchemeVerse = { book: book.number, chapter: Number(match[2]), verse: Number(match[3]) };
  if (match[4]) verse.part = match[4] as 'a' | 'b';
  return verse;
}

function mappingKind(type: string | undefined, line: number): MappingKind {
  if (type === 'full' || type === 'partial') return type;
  throw new ReaderError(line, `Bad mapping type: ${String(type).slice(0, 20)}`);
}

/**
 * Reads the OSHB `VerseMap.xml` (`<verse wlc="Gen.32.1" kjv="Gen.31.55" type="full"/>`): one row per
 * listed verse, `from` in the WLC's (Masoretic) numbering, `to` in the KJV's. Verses it does not list
 * have the same number in both. Pure: the caller reads the file.
 */
export function parseVerseMap(xml: string): VerseMapRow[] {
  const rows: VerseMapRow[] = [];
  const parser = new SaxesParser({ xmlns: false });
  let sawRoot = false;
  parser.on('opentag', (tag) => {
    if (tag.name === 'verseMap') sawRoot = true;
    if (tag.name !== 'verse') return;
    const attrs = tag.attributes as Record<string, string>;
    if (!attrs.wlc || !attrs.kjv) throw new ReaderError(parser.line, 'A verse needs wlc and kjv attributes');
    rows.push({
      from: schemeVerse(attrs.wlc, parser.line),
      to: schemeVerse(attrs.kjv, parser.line),
      kind: mappingKind(attrs.type, parser.line),
    });
  });
  parser.on('error', (error) => {
    throw new ReaderError(parser.line, error.message.replace(/^[^:]*:\d+:\d+: /, ''));
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    throw new ReaderError(parser.line, error instanceof Error ? error.message : String(error));
  }
  if (!sawRoot) throw new ReaderError(0, 'Not a verse map: no <verseMap> element');
  return rows;
}
