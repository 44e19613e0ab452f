import type { AlignedVerseRow } from './aligned-verses.repository';

/** What a version says for one KJV verse, assembled from the verses of its own numbering. */
export interface AlignedText {
  kjvOrd: number;
  /** The verse text; several source verses (or halves) joined by a space. */
  text: string;
  /** A Psalm superscription numbered as verses by the version, or null. */
  title: string | null;
  /** The source verses of the text, in the version's own numbering. */
  sources: AlignedVerseRow[];
  partial: boolean;
}

/** Groups aligned rows by KJV verse (rows come ordered by request, then sequence). */
export function assembleAligned(rows: AlignedVerseRow[]): Map<number, AlignedText> {
  const out = new Map<number, AlignedText>();
  for (const row of rows) {
    const kjvOrd = Number(row.kjv_ord);
    let entry = out.get(kjvOrd);
    if (!entry) {
      entry = { kjvOrd, text: '', title: null, sources: [], partial: false };
      out.set(kjvOrd, entry);
    }
    if (!row.text) continue;
    if (row.role === 'title') {
      entry.title = entry.title ? `${entry.title} ${row.text}` : row.text;
      continue;
    }
    entry.text = entry.text ? `${entry.text} ${row.text}` : row.text;
    entry.sources.push(row);
    if (row.kind === 'partial') entry.partial = true;
  }
  return out;
}
