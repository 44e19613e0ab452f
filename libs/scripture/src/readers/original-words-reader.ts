import { findBook } from '../books/catalogue';
import { ReaderError } from '../errors';
import { stripGreekAccents, stripHebrewPoints } from '../markup/text-normalisation';
import { transliterateGreekWord, transliterateHebrew } from '../morphology/transliterate';
import { tryParseStrongs } from '../strongs/strongs-number';
import { parseGreekTaggedWords } from './greek-tagged-words';
import type { LineSource } from './line-source';
import { positiveInt, tsvRows, type TsvRow } from './tsv-rows';

/** One word of an original-language text, in the text's own verse numbering. */
export interface OriginalWordRecord {
  book: number;
  chapter: number;
  verse: number;
  /** The source's word number in the verse (WLC, TR), or the word's place (RP2018); ascending, unique. */
  position: number;
  /** As printed, morpheme slashes removed ('בְּרֵאשִׁ֖ית'). */
  text: string;
  /** Without points and cantillation, or accents, breathings and case ('בראשית', 'αγαπη'). */
  textPlain: string;
  transliteration: string;
  /** The source's lemma: OSHB's ('b/7225', '1254 a'); the Greek files' Strong's numbers ('686 1065'). */
  sourceLemma: string;
  /** Lexical Strong's numbers, prefixes and augments dropped ('H7225'); empty for a bare prefix. */
  strongs: string[];
  /** OSHB or Robinson code as in the source ('HR/Ncfsa', 'V-AAI-3S'). */
  morph: string;
  /** WLC ketiv (written) or qere (read) form; absent for ordinary words. */
  variant?: 'ketiv' | 'qere';
}

const plainHebrew = (text: string): string => stripHebrewPoints(text).replace(/\s+/g, ' ').trim();

function place(row: TsvRow): { book: number; chapter: number; verse: number } {
  const book = findBook(row.get('book'));
  if (!book) throw new ReaderError(row.line, `Unknown book: ${row.get('book').slice(0, 40)}`);
  return {
    book: book.number,
    chapter: positiveInt(row.get('chapter'), 'chapter', row.line),
    verse: positiveInt(row.get('verse'), 'verse', row.line),
  };
}

function wordNumber(row: TsvRow): number {
  const value = row.get('word_seq');
  if (!/^\d{1,4}$/.test(value)) throw new ReaderError(row.line, `Bad word_seq: ${value.slice(0, 20)}`);
  return Number(value);
}

function strongsList(value: string): string[] {
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((s) => tryParseStrongs(s))
    .filter((s): s is string => s !== undefined);
}

/** oshb-wlc/wlc-words.tsv: every word with its lemma and morphology, ketiv and qere both kept. */
export async function* readWlcWords(lines: LineSource): AsyncGenerator<OriginalWordRecord> {
  for await (const row of tsvRows(lines, [
    'book',
    'chapter',
    'verse',
    'word_seq',
    'form',
    'variant',
    'lemma',
    'strongs',
    'morph',
  ])) {
    const text = row.get('form').replace(/\//g, '');
    const variant = row.get('variant');
    const record: OriginalWordRecord = {
      ...place(row),
      position: wordNumber(row),
      text,
      textPlain: plainHebrew(text),
      transliteration: transliterateHebrew(text),
      sourceLemma: row.get('lemma'),
      strongs: strongsList(row.get('strongs')),
      morph: row.get('morph'),
    };
    if (variant === 'ketiv' || variant === 'qere') record.variant = variant;
    yield record;
  }
}

const KJV_EDITIONS = new Set(['both', 'scrivener']);

function greekWord(
  text: string,
  strongs: string[],
  morph: string,
): Pick<OriginalWordRecord, 'text' | 'textPlain' | 'transliteration' | 'sourceLemma' | 'strongs' | 'morph'> {
  return {
    text,
    textPlain: stripGreekAccents(text),
    transliteration: transliterateGreekWord(text, strongs, morph),
    sourceLemma: strongs.map((s) => s.slice(1)).join(' '),
    strongs,
    morph,
  };
}

/** greek-tr/tr-words.tsv: the KJV's text (editions both + scrivener), subscriptions left out. */
export async function* readTrWords(lines: LineSource): AsyncGenerator<OriginalWordRecord> {
  for await (const row of tsvRows(lines, [
    'book',
    'chapter',
    'verse',
    'word_seq',
    'edition',
    'subscription',
    'form_greek',
    'strongs',
    'morph',
  ])) {
    if (!KJV_EDITIONS.has(row.get('edition')) || row.get('subscription').trim() === '1') continue;
    yield {
      ...place(row),
      position: wordNumber(row),
      ...greekWord(row.get('form_greek').trim(), strongsList(row.get('strongs')), row.get('morph').trim()),
    };
  }
}

/** greek-byz-rp2018: tagged verses (`word strongs {PARSE}`), one record per word in order. */
export async function* readByzWords(lines: LineSource): AsyncGenerator<OriginalWordRecord> {
  for await (const row of tsvRows(lines, ['book', 'chapter', 'verse', 'text_tagged'])) {
    const at = place(row);
    const words = parseGreekTaggedWords(row.get('text_tagged'), { tvm: false });
    let position = 0;
    for (const word of words) {
      position++;
      yield { ...at, position, ...greekWord(word.text, word.strongs, word.morph ?? '') };
    }
  }
}
