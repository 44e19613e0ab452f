import { markupPieces } from '../markup/xml-text';
import { naveOsisReference, oneChapterBookVerses } from './nave-references';
import type { SubTopicRecord, TopicLink, TopicVerseReference } from './topic-record';

/** What a line of an entry is made of, before its references are read. */
type RawPiece =
  | { kind: 'text'; text: string }
  | { kind: 'verse'; osisRef: string; text: string }
  | { kind: 'link'; target: string; text: string };

interface RawLine {
  level: 0 | 1;
  pieces: RawPiece[];
}

type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'verses'; references: TopicVerseReference[] }
  | { kind: 'link'; link: Omit<TopicLink, 'slug'> };

const tidy = (s: string): string => s.replace(/\s+/g, ' ').trim();

/**
 * The lines of a Nave `<entryFree>`: each `<lb/>` starts a sub-topic, each `<item>` of the `<list>` after it
 * an item under that sub-topic. Only `<ref>` elements carry meaning inside a line.
 */
function rawLines(body: string): RawLine[] {
  const lines: RawLine[] = [];
  let parent: RawLine | undefined;
  let current: RawLine | undefined;
  let ref: { attrs: Record<string, string>; text: string } | undefined;
  const open = (level: 0 | 1): RawLine => {
    const line: RawLine = { level, pieces: [] };
    lines.push(line);
    return line;
  };
  for (const piece of markupPieces(body)) {
    if ('text' in piece) {
      if (ref) ref.text += piece.text;
      else if (current) current.pieces.push({ kind: 'text', text: piece.text });
      else if (piece.text.trim()) {
        current = parent = open(0);
        current.pieces.push({ kind: 'text', text: piece.text });
      }
      continue;
    }
    const { kind, name, attrs } = piece.tag;
    if (name === 'lb') current = parent = open(0);
    else if (name === 'item' && kind === 'open') current = open(1);
    else if ((name === 'item' || name === 'list') && kind === 'close') current = parent;
    else if (name === 'ref' && kind === 'open') ref = { attrs, text: '' };
    else if (name === 'ref' && kind === 'close' && ref) {
      const line = current ?? (current = parent = open(0));
      const { osisRef, target } = ref.attrs;
      if (osisRef) line.pieces.push({ kind: 'verse', osisRef, text: ref.text });
      else if (target)
        line.pieces.push({ kind: 'link', target: tidy(target.replace(/^Nave:/, '')), text: ref.text });
      else line.pieces.push({ kind: 'text', text: ref.text });
      ref = undefined;
    }
  }
  return lines;
}

/**
 * Reads a line's verse links. Two faults of the source are read as meant: a one-chapter book's verse written
 * after its link (`Jude 1</ref>:21`), and a person's name taken for a reference (`<ref osisRef="Mic.2">Micah
 * 2</ref>Ch 34:20` is "Micah, 2 Chronicles 34:20": a link followed at once by a letter is text, not a verse).
 */
function readPieces(raw: RawPiece[]): Piece[] {
  const pieces: Piece[] = [];
  for (let i = 0; i < raw.length; i++) {
    const piece = raw[i];
    if (piece.kind === 'text') pieces.push(piece);
    else if (piece.kind === 'link')
      pieces.push({ kind: 'link', link: { target: piece.target, label: tidy(piece.text) } });
    else {
      const next = raw[i + 1];
      const after = next?.kind === 'text' ? next.text : '';
      if (/^[A-Za-z]/.test(after)) {
        pieces.push({ kind: 'text', text: piece.text });
        continue;
      }
      const continued = oneChapterBookVerses(piece.osisRef, piece.text, after);
      if (continued && next?.kind === 'text') {
        pieces.push({ kind: 'verses', references: continued.references });
        raw[i + 1] = { kind: 'text', text: after.slice(continued.consumed) };
        continue;
      }
      const reference = naveOsisReference(piece.osisRef);
      pieces.push(
        reference ? { kind: 'verses', references: [reference] } : { kind: 'text', text: piece.text },
      );
    }
  }
  return pieces;
}

const VERSES = '\u0000';

/**
 * The line's words: its text and link texts, with each run of verse references and the separators around
 * it (`; `, `, `) taken out; the leading arrow of a sub-topic and escaped angle brackets dropped, spaces tidied.
 */
function labelOf(pieces: Piece[]): string {
  let text = '';
  for (const piece of pieces) {
    if (piece.kind === 'text') text += piece.text;
    else if (piece.kind === 'link') text += piece.link.label;
    else text += VERSES;
  }
  return tidy(
    text
      // Debris of markup lost before the export, escaped twice in the file: "See DEATH&amp;gt;".
      .replace(/&[lg]t;/g, '')
      .replace(/[\s;,]*\u0000(?:[\s;,.:]*\u0000)*[\s;,.:]*/g, ' ')
      .replace(/^\s*→/, '')
      .replace(/^[\s;,]+/, ''),
  ).replace(/[\s;,:]+$/, '');
}

/** A sub-topic whose links are not yet matched to topics (that needs the whole file). */
export type UnresolvedSubTopic = Omit<SubTopicRecord, 'links'> & { links: Omit<TopicLink, 'slug'>[] };

/** The sub-topics and items of one Nave entry, in order; a line with no words, references or links is left out. */
export function parseNaveEntry(body: string): UnresolvedSubTopic[] {
  const out: UnresolvedSubTopic[] = [];
  for (const line of rawLines(body)) {
    const pieces = readPieces(line.pieces);
    const references = pieces.flatMap((p) => (p.kind === 'verses' ? p.references : []));
    const links = pieces.flatMap((p) => (p.kind === 'link' ? [p.link] : []));
    const label = labelOf(pieces);
    if (!label && references.length === 0 && links.length === 0) continue;
    out.push({ level: line.level, label, references, links });
  }
  return out;
}
