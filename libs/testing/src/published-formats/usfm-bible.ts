import { wellFormed } from './osis-milestone-bible';
import type { ImpVerse } from './sword-imp-verses';

/** Paratext book codes in canonical order (USFM 3 `\id`). */
export const USFM_BOOK_CODES = (
  'GEN EXO LEV NUM DEU JOS JDG RUT 1SA 2SA 1KI 2KI 1CH 2CH EZR NEH EST JOB PSA PRO ECC SNG ISA JER LAM EZK DAN HOS JOL AMO OBA JON MIC NAM HAB ' +
  'ZEP HAG ZEC MAL MAT MRK LUK JHN ACT ROM 1CO 2CO GAL EPH PHP COL 1TH 2TH 1TI 2TI TIT PHM HEB JAS 1PE 2PE 1JN 2JN 3JN JUD REV'
).split(' ');

const STYLES: Record<string, string> = { transChange: 'add', divineName: 'nd', q: 'wj' };
const BLOCKS = new Set(['l', 'lg', 'lb', 'p', 'div', 'item', 'list', 'br']);
const decode = (s: string): string =>
  s.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_w, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e] as string,
  );
const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * One verse's SWORD OSIS markup as USFM, the way Paratext and usfm exporters write it:
 * `\w word|strong="H7225"\w*`, `\add`, `\nd`, `\wj` (nested styles as `\+w`), notes as
 * `\f + \ft …\f*`, a canonical Psalm title as a `\d` line and other titles as `\qa` before the verse.
 * Written with plain string handling, not with the readers under test.
 */
export function usfmVerse(body: string): { before: string[]; text: string } {
  const before: string[] = [];
  let out = '';
  const styles: string[] = [];
  let word: { strongs: string[]; text: string } | undefined;
  let capture:
    { kind: 'note' | 'title'; canonical: boolean; depth: number; text: string; skip: number } | undefined;
  let depth = 0;
  for (const piece of wellFormed(body).match(/<[^>]+>|[^<]+/g) ?? []) {
    if (!piece.startsWith('<')) {
      const text = decode(piece);
      if (capture) {
        if (capture.skip === 0) capture.text += capture.kind === 'title' && word ? '' : text;
        if (capture.kind === 'title' && word) word.text += text;
      } else if (word) word.text += text;
      else out += text;
      continue;
    }
    const name = /^<\/?([\w:]+)/.exec(piece)?.[1] ?? '';
    const closing = piece.startsWith('</');
    const empty = piece.endsWith('/>');
    if (!closing && !empty) depth++;
    if (capture) {
      if (closing) depth--;
      if (name === 'reference' && attr(piece, 'type') === 'annotateRef') capture.skip += closing ? -1 : 1;
      if (name === 'w' && !closing && !empty)
        word = { strongs: (attr(piece, 'lemma') ?? '').match(/[HG]\d+/g) ?? [], text: '' };
      if (name === 'w' && closing && word) {
        capture.text += word.strongs.length
          ? `\\w ${word.text}|strong="${word.strongs.join(',')}"\\w*`
          : word.text;
        word = undefined;
      }
      if (closing && depth < capture.depth) {
        const text = capture.text.replace(/\s+/g, ' ').trim();
        if (capture.kind === 'note' && text) out += `\\f + \\ft ${text}\\f*`;
        if (capture.kind === 'title' && text) before.push(`${capture.canonical ? '\\d' : '\\qa'} ${text}`);
        capture = undefined;
      }
      continue;
    }
    if (name === 'note' || name === 'title') {
      if (!closing && !empty)
        capture = { kind: name, canonical: attr(piece, 'canonical') === 'true', depth, text: '', skip: 0 };
      continue;
    }
    if (closing) depth--;
    const marker = (style: string): string => (styles.length ? `+${style}` : style);
    if (name === 'w' && !closing && !empty)
      word = { strongs: (attr(piece, 'lemma') ?? '').match(/[HG]\d+/g) ?? [], text: '' };
    else if (name === 'w' && closing && word) {
      out += word.strongs.length
        ? `\\${marker('w')} ${word.text}|strong="${word.strongs.join(',')}"\\${marker('w')}*`
        : word.text;
      word = undefined;
    } else if (STYLES[name] && !empty && (name !== 'q' || attr(piece, 'who') === 'Jesus' || closing)) {
      if (closing) {
        const style = styles.pop() as string;
        out += `\\${styles.length ? '+' : ''}${style}*`;
      } else {
        out += `\\${marker(STYLES[name])} `;
        styles.push(STYLES[name]);
      }
    } else if (BLOCKS.has(name)) out += ' ';
  }
  return { before, text: out };
}

/** A whole Bible as one USFM file per book, concatenated (`\id`, `\h`, `\mt1`, `\c`, `\p`, `\v`). */
export function usfmBible(verses: readonly ImpVerse[]): string {
  const out: string[] = [];
  let book = 0;
  let chapter = 0;
  for (const v of verses) {
    if (v.book.number !== book) {
      book = v.book.number;
      chapter = 0;
      out.push(
        `\\id ${USFM_BOOK_CODES[book - 1]} - King James Version`,
        '\\usfm 3.0',
        `\\h ${v.book.name}`,
        `\\toc1 ${v.book.name}`,
        `\\mt1 ${v.book.name}`,
      );
    }
    if (v.chapter !== chapter) {
      chapter = v.chapter;
      out.push(`\\c ${chapter}`, '\\p');
    }
    const { before, text } = usfmVerse(v.body);
    out.push(...before, `\\v ${v.verse} ${text.trim()}`);
  }
  return `${out.join('\n')}\n`;
}
