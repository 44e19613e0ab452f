import { findBook } from '../books/catalogue';
import { ReaderError } from '../errors';
import { TokenBuilder } from '../markup/token-builder';
import type { VerseRecord, VerseToken } from '../markup/verse-token';
import { tryParseStrongs } from '../strongs/strongs-number';

/** Markers whose content runs to the end of the line and is not verse text. */
const LINE_MARKERS =
  /^\\(id|ide|h|toc\d?|toca\d?|mt\d?|mte\d?|rem|sts|usfm|cl|cp|cd|ms\d?|mr|s\d?|sr|r|d|qa|sp|imt\d?|is\d?|ip|iot|io\d?)(?:\s+(.*))?$/;
/** Line markers whose text is a heading of the next verse (a Psalm title is `\d`, an acrostic letter `\qa`). */
const HEADING_MARKERS = /^(s\d?|ms\d?|d|qa|sp|mr|sr|r)$/;
/** Markers of notes and cross references: their content is not verse text. */
const NOTE_MARKERS = new Set(['f', 'fe', 'ef', 'x', 'ex']);
/** Parts of a footnote that are labels, not the note's text. */
const NOTE_LABELS = new Set(['fr', 'xo', 'fk', 'xt', 'fv']);
// The space after an opening marker is a delimiter; after a closing marker ('\w*') it is text.
const MARKER = /\\(\+?)([a-z]+\d*)(\*|\s?)/g;

interface Verse {
  book: number;
  chapter: number;
  verse: number;
  builder: TokenBuilder;
  notes: string[];
  heading?: VerseToken[];
}

/**
 * Reads a USFM book (.usfm/.sfm): `\id GEN`, `\c 1`, `\v 1 text`. Character styles are
 * stripped: `\add …\add*` → added tokens, `\nd` → divine, `\wj` → red, `\w word|strong="H7225"\w*`
 * → strongs; `\f …\f*` footnotes go to notes, `\x` cross references are dropped; `\s`/`\d`
 * headings go to the next verse's heading.
 */
export function readUsfm(text: string): VerseRecord[] {
  const records: VerseRecord[] = [];
  let book: number | undefined;
  let chapter = 0;
  let verse: Verse | undefined;
  let pendingHeading = new TokenBuilder();
  let headingPending = false;
  let paragraph = false;
  const finish = (): void => {
    if (!verse) return;
    const tokens = verse.builder.build();
    const record: VerseRecord = {
      book: verse.book,
      chapter: verse.chapter,
      verse: verse.verse,
      text: tokens.map((t) => t.text).join(''),
      tokens,
    };
    if (verse.notes.length) record.notes = verse.notes;
    if (verse.heading) {
      record.heading = verse.heading.map((t) => t.text).join('');
      if (verse.heading.some((t) => t.strongs)) record.headingTokens = verse.heading;
    }
    if (verse.builder.paragraph) record.paragraph = true;
    records.push(record);
    verse = undefined;
  };
  const lines = String(text).split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    if (!line) return;
    const lineMarker = LINE_MARKERS.exec(line);
    if (lineMarker) {
      const [, marker, rest = ''] = lineMarker;
      if (marker === 'id') {
        finish();
        const found = findBook(rest.split(/\s+/)[0] ?? '');
        if (!found) throw new ReaderError(lineNo, `Unknown book: ${rest.split(/\s+/)[0] ?? ''}`.slice(0, 60));
        book = found.number;
        chapter = 0;
      } else if (HEADING_MARKERS.test(marker) && rest.trim()) {
        headingWords(rest, pendingHeading);
        headingPending = true;
      }
      return;
    }
    let rest = line;
    const chapterMatch = /^\\c\s+(\d{1,3})\b\s*(.*)$/.exec(rest);
    if (chapterMatch) {
      finish();
      chapter = Number(chapterMatch[1]);
      rest = chapterMatch[2];
    }
    inline(rest, lineNo);
  });
  finish();
  return records;

  function inline(line: string, lineNo: number): void {
    const styles: string[] = [];
    let note: string[] | undefined;
    let noteLabel = false;
    let at = 0;
    const emit = (chunk: string): void => {
      if (!chunk) return;
      if (note) {
        if (!noteLabel) note.push(chunk);
        return;
      }
      if (!verse) return;
      const word = /^(.*?)\|(.*)$/s.exec(chunk);
      const tagged = word && styles.includes('w') ? word : null;
      verse.builder.push(tagged ? tagged[1] : chunk, {
        strongs: tagged ? wordStrongs(tagged[2]) : [],
        morph: tagged ? /x-morph\s*=\s*"([^"]*)"/.exec(tagged[2])?.[1] : undefined,
        added: styles.includes('add'),
        divine: styles.includes('nd'),
        red: styles.includes('wj'),
      });
    };
    for (const match of line.matchAll(MARKER)) {
      const index = match.index ?? 0;
      emit(line.slice(at, index));
      at = index + match[0].length;
      const [, , name, delimiter] = match;
      const end = delimiter === '*';
      if (name === 'v' && !end) {
        const number = /^(\d{1,3})(?:[-–]\d{1,3})?[a-z]?\s?/.exec(line.slice(at));
        if (!number) throw new ReaderError(lineNo, 'Verse marker without a number');
        if (book === undefined || chapter === 0) throw new ReaderError(lineNo, 'Verse before \\id and \\c');
        finish();
        verse = { book, chapter, verse: Number(number[1]), builder: new TokenBuilder(), notes: [] };
        if (headingPending) verse.heading = pendingHeading.build();
        if (paragraph) verse.builder.paragraph = true;
        pendingHeading = new TokenBuilder();
        headingPending = false;
        paragraph = false;
        at += number[0].length;
      } else if (NOTE_MARKERS.has(name)) {
        if (!end) {
          note = [];
          noteLabel = false;
          // The caller mark ('+', '-' or a letter) right after \f is not note text.
          const caller = /^\S+\s?/.exec(line.slice(at));
          if (caller) at += caller[0].length;
        } else {
          const content = note?.join('').replace(/\s+/g, ' ').trim();
          if (content && verse && !name.startsWith('x')) verse.notes.push(content);
          note = undefined;
          noteLabel = false;
        }
      } else if (note) {
        noteLabel = NOTE_LABELS.has(name) && !end;
      } else if (/^(p|m|pi\d?|mi|nb|q\d?|qr|qc|li\d?|pc|pm\d?|b)$/.test(name) && !end) {
        if (verse) verse.builder.push(' ');
        if (/^(p|pi\d?|m)$/.test(name)) paragraph = true;
      } else if (end) {
        const i = styles.lastIndexOf(name);
        if (i >= 0) styles.length = i;
      } else {
        styles.push(name);
      }
    }
    emit(line.slice(at));
    if (verse) verse.builder.push(' ');
  }
}

/** A heading line's words into a builder: `\w` words keep their Strong's numbers, other markers are dropped. */
function headingWords(line: string, builder: TokenBuilder): void {
  let inWord = false;
  let at = 0;
  const emit = (chunk: string): void => {
    const word = inWord ? /^(.*?)\|(.*)$/s.exec(chunk) : null;
    builder.push(word ? word[1] : chunk, { strongs: word ? wordStrongs(word[2]) : [] });
  };
  for (const match of line.matchAll(MARKER)) {
    emit(line.slice(at, match.index));
    at = (match.index ?? 0) + match[0].length;
    if (match[2] === 'w') inWord = match[3] !== '*';
  }
  emit(line.slice(at));
  builder.push(' ');
}

/** 'strong="H7225" x-morph="…"' or a bare 'H7225' after the '|' of a \w word. */
function wordStrongs(attributes: string): string[] {
  const value = /strong\s*=\s*"([^"]*)"/.exec(attributes)?.[1] ?? attributes;
  return value
    .split(/[\s,]+/)
    .map((s) => tryParseStrongs(s.replace(/^strong:/, '')))
    .filter((s): s is string => s !== undefined);
}
