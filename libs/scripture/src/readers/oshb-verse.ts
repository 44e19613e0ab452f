import { TokenBuilder } from '../markup/token-builder';
import type { KetivQere, VerseRecord } from '../markup/verse-token';
import { oshbLemmaStrongs } from './oshb-lemma';
import type { XmlEvent } from './xml-events';

export interface VerseRef {
  book: number;
  chapter: number;
  verse: number;
}

/** A note being read: its text, and the qere words when it is a ketiv/qere variant. */
interface NoteDraft {
  depth: number;
  text: string;
  inCatchWord: boolean;
  inQere: boolean;
  qere: string;
}

/** An OSHB verse: its words carry bare lemmas ('b/7225'), not 'strong:H7225'. */
export function isOshbVerse(events: readonly XmlEvent[]): boolean {
  return events.some(
    (e) =>
      e.type === 'open' &&
      e.name === 'w' &&
      /(^|\/)\s*\d/.test(e.attrs.lemma ?? '') &&
      !/strong:/i.test(e.attrs.lemma ?? ''),
  );
}

/**
 * One verse of the OSHB Westminster Leningrad Codex. `<w lemma="b/7225" morph="HR/Ncfsa">בְּ/רֵאשִׁ֖ית</w>`
 * becomes a token 'בְּרֵאשִׁ֖ית' with strongs ['H7225'], morph and the raw lemma; segs (maqaf,
 * sof pasuq, pe, samekh) stay as text and join without spaces as in the source. Ketiv/qere: the
 * ketiv (written form) stays in the text and the qere goes to notes as 'Qere: …'. Other notes
 * go to notes. The Hebrew is not normalised.
 */
export function oshbVerse(ref: VerseRef, events: readonly XmlEvent[]): VerseRecord {
  const builder = new TokenBuilder();
  const notes: string[] = [];
  const readings: KetivQere[] = [];
  // The ketiv words written since the last ordinary word: the next variant note gives their qere.
  let ketiv: string[] = [];
  let word: { attrs: Record<string, string>; text: string } | undefined;
  let note: NoteDraft | undefined;
  let depth = 0;
  for (const event of events) {
    if (event.type === 'open') depth++;
    if (event.type === 'close') depth--;
    if (note) {
      onNoteEvent(note, event);
      if (event.type === 'close' && depth < note.depth) {
        const qere = finishNote(note, notes);
        if (qere) readings.push({ ketiv: ketiv.join(' '), qere });
        if (qere) ketiv = [];
        note = undefined;
      }
    } else if (event.type === 'open') {
      if (event.name === 'note') note = { depth, text: '', inCatchWord: false, inQere: false, qere: '' };
      else if (event.name === 'w') word = { attrs: event.attrs, text: '' };
    } else if (event.type === 'close') {
      if (event.name === 'w' && word) {
        pushWord(builder, word);
        const written = word.text.replace(/\//g, '');
        ketiv = word.attrs.type === 'x-ketiv' ? [...ketiv, written] : [];
        word = undefined;
      }
    } else if (word) {
      word.text += event.text;
    } else {
      builder.push(event.text);
    }
  }
  const tokens = builder.build();
  const record: VerseRecord = { ...ref, text: tokens.map((t) => t.text).join(''), tokens };
  if (notes.length) record.notes = notes;
  if (readings.length) record.readings = readings;
  return record;
}

function pushWord(builder: TokenBuilder, word: { attrs: Record<string, string>; text: string }): void {
  const lemma = word.attrs.lemma ?? '';
  builder.push(word.text.replace(/\//g, ''), {
    strongs: oshbLemmaStrongs(lemma),
    morph: word.attrs.morph || undefined,
    lemma: lemma || undefined,
  });
}

function onNoteEvent(note: NoteDraft, event: XmlEvent): void {
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
}

function tidy(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Adds the note's texts to notes; returns its qere, if it is a variant note. */
function finishNote(note: NoteDraft, notes: string[]): string {
  const qere = tidy(note.qere.replace(/\//g, '')).replace(/\s*־\s*/g, '־');
  if (qere) notes.push(`Qere: ${qere}`);
  const text = tidy(decodeCodePointEscapes(note.text));
  if (text) notes.push(text);
  return qere;
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
