import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

/** One verse of `sword/kjv.imp.gz` as written: its SWORD key ('Genesis 1:1') and raw OSIS markup. */
export interface RawImpVerse {
  key: string;
  markup: string;
}

/**
 * Reads a SWORD IMP Bible straight from the corpus with its own line loop (not the importer's
 * reader): `$$$Key` lines open an entry, headings (`:0`, `[ ... Heading ]`) are skipped.
 */
export async function* rawImpVerses(corpusDir: string, file: string): AsyncGenerator<RawImpVerse> {
  const lines = createInterface({
    input: createReadStream(join(corpusDir, file)).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let key: string | null = null;
  let markup: string[] = [];
  for await (const line of lines) {
    if (line.startsWith('$$$')) {
      if (key) yield { key, markup: markup.join(' ') };
      const next = line.slice(3).trim();
      key = /:\d+$/.test(next) && !next.endsWith(':0') && !next.startsWith('[') ? next : null;
      markup = [];
    } else if (key) {
      markup.push(line);
    }
  }
  if (key) yield { key, markup: markup.join(' ') };
}

/** The words a reader sees in a verse: notes and canonical titles out, every other tag unwrapped. */
export function rawVerseText(markup: string): string {
  return markup
    .replace(/<note\b[\s\S]*?<\/note>/g, ' ')
    .replace(/<title\b[\s\S]*?<\/title>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/¶/g, ' ');
}

interface RawSegment {
  text: string;
  strongs?: string[];
  added?: boolean;
}

const PIECE = /<w\b([^>]*)>([\s\S]*?)<\/w>|<transChange\b([^>]*)>|<\/transChange>|<[^>]*>|[^<]+/g;

/** A run of markup as segments: each `<w>` one tagged segment, the text between merged by its italics. */
function segments(markup: string): RawSegment[] {
  const out: RawSegment[] = [];
  const added: boolean[] = [];
  for (const [piece, wAttributes, wText, changeAttributes] of markup.matchAll(PIECE)) {
    const italic = added.includes(true);
    if (wAttributes !== undefined) {
      const strongs = [...wAttributes.matchAll(/strong:([HG])0*(\d+)/g)].map(([, l, n]) => l + n);
      out.push({ text: wText.replace(/<[^>]*>/g, ''), strongs, added: italic });
    } else if (changeAttributes !== undefined) {
      added.push(/type="added"/.test(changeAttributes));
    } else if (piece === '</transChange>') {
      added.pop();
    } else if (!piece.startsWith('<')) {
      const text = piece.replace(/¶/g, ' ');
      const last = out[out.length - 1];
      if (last && !last.strongs && Boolean(last.added) === italic) last.text += text;
      else out.push({ text, added: italic });
    }
  }
  return out;
}

/** The verse's runs as a reader sees them: the verse without its notes, then its titles (Psalm superscriptions). */
export function rawVerseRuns(markup: string): RawSegment[][] {
  const titles: string[] = [];
  const body = markup
    .replace(/<note\b[\s\S]*?<\/note>/g, ' ')
    .replace(/<(title|speaker)\b[^>]*>([\s\S]*?)<\/\1>/g, (_all, _tag, inner: string) => {
      titles.push(inner);
      return ' ';
    });
  return [segments(body), segments(titles.join(' '))];
}
