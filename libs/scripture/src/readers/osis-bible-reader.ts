import { findBook } from '../books/catalogue';
import { ReaderError } from '../errors';
import { TokenBuilder } from '../markup/token-builder';
import type { VerseRecord } from '../markup/verse-token';
import type { LineSource } from './line-source';
import { oshbLemmaStrongs } from './oshb-lemma';
import { xmlEvents, type XmlEvent } from './xml-events';

interface VerseDraft {
  book: number;
  chapter: number;
  verse: number;
  builder: TokenBuilder;
  notes: string[];
}

interface Word {
  attrs: Record<string, string>;
  text: string;
}

/** A note being read: its text, and the qere words when it is a ketiv/qere variant. */
interface NoteDraft {
  type: string;
  depth: number;
  text: string;
  inCatchWord: boolean;
  inQere: boolean;
  qere: string;
}

function verseDraft(osisID: string, line: number): VerseDraft {
  const match = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(osisID);
  const book = match ? findBook(match[1]) : undefined;
  if (!match || !book) throw new ReaderError(line, `Bad verse osisID: ${osisID.slice(0, 40)}`);
  return { book: book.number, chapter: Number(match[2]), verse: Number(match[3]), builder: new TokenBuilder(), notes: [] };
}

function tidy(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * Reads an OSIS Bible (the OSHB Westminster Leningrad Codex files) as a stream of chunks.
 * `<w lemma="b/7225" morph="HR/Ncfsa">בְּ/רֵאשִׁ֖ית</w>` becomes a token 'בְּרֵאשִׁ֖ית' with strongs
 * ['H7225'], morph and the raw lemma; segs (maqaf, sof pasuq, pe, samekh) stay as text and join
 * without spaces as in the source. Ketiv/qere: the ketiv (written form) stays in the text and
 * the qere goes to notes as 'Qere: …'. Other notes go to notes. The Hebrew is not normalised.
 */
export async function* readOsisBible(chunks: LineSource): AsyncGenerator<VerseRecord> {
  let verse: VerseDraft | undefined;
  let word: Word | undefined;
  let note: NoteDraft | undefined;
  let depth = 0;
  for await (const event of xmlEvents(chunks)) {
    if (event.type === 'open') depth++;
    if (note) {
      if (event.type === 'close') depth--;
      onNoteEvent(note, event, depth);
      if (event.type === 'close' && depth < note.depth) {
        if (verse) finishNote(note, verse);
        note = undefined;
      }
      continue;
    }
    if (event.type === 'open') {
      const { name, attrs } = event;
      if (name === 'verse' && attrs.osisID) verse = verseDraft(attrs.osisID, event.line);
      else if (verse && name === 'note') note = { type: attrs.type ?? '', depth, text: '', inCatchWord: false, inQere: false, qere: '' };
      else if (verse && name === 'w') word = { attrs, text: '' };
    } else if (event.type === 'close') {
      depth--;
      if (event.name === 'w' && word && verse) {
        pushWord(verse.builder, word);
        word = undefined;
      } else if (event.name === 'verse' && verse) {
        yield toRecord(verse);
        verse = undefined;
      }
    } else if (word) {
      word.text += event.text;
    } else if (verse) {
      verse.builder.push(event.text);
    }
  }
}

function pushWord(builder: TokenBuilder, word: Word): void {
  const lemma = word.attrs.lemma ?? '';
  builder.push(word.text.replace(/\//g, ''), {
    strongs: oshbLemmaStrongs(lemma),
    morph: word.attrs.morph || undefined,
    lemma: lemma || undefined,
  });
}

function onNoteEvent(note: NoteDraft, event: XmlEvent, depth: number): void {
  if (event.type === 'open') {
    if (event.name === 'catchWord') note.inCatchWord = true;
    if (event.name === 'rdg' && event.attrs.type === 'x-qere') note.inQere = true;
  } else if (event.type === 'close') {
    if (event.name === 'catchWord') note.inCatchWord = false;
    if (event.name === 'rdg') note.inQere = false;
    if (event.name === 'w' && note.inQere) note.qere += ' ';
  } else if (!note.inCatchWord) {
    if (note.inQere) note.qere += event.text;
    else note.text += event.text;
  }
  void depth;
}

function finishNote(note: NoteDraft, verse: VerseDraft): void {
  const qere = tidy(note.qere.replace(/\//g, '')).replace(/\s*־\s*/g, '־');
  if (qere) verse.notes.push(`Qere: ${qere}`);
  const text = tidy(decodeCodePointEscapes(note.text));
  if (text) verse.notes.push(text);
}

/**
 * The OSHB's notes name a mark by its escape ("a \u05c4 is used to mark…"): it is shown as the mark on
 * a dotted circle, the usual way to print a combining mark alone.
 */
function decodeCodePointEscapes(text: string): string {
  return text.replace(/\\u([0-9a-fA-F]{4})/g, (_whole, hex: string) => {
    const char = String.fromCodePoint(parseInt(hex, 16));
    return /\p{M}/u.test(char) ? `\u25cc${char}` : char;
  });
}

function toRecord(draft: VerseDraft): VerseRecord {
  const tokens = draft.builder.build();
  const record: VerseRecord = {
    book: draft.book,
    chapter: draft.chapter,
    verse: draft.verse,
    text: tokens.map((t) => t.text).join(''),
    tokens,
  };
  if (draft.notes.length) record.notes = draft.notes;
  return record;
}
