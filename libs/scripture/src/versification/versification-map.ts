import { verseExists } from '../books/catalogue';
import { verseOrd, type VerseRef } from '../books/verse-ord';
import type { AlignedVerse, SchemeVerse, VerseMapRow, VersePart, VersificationScheme } from './scheme';

const PSALMS = 19;

const ordOf = (r: VerseRef): number => verseOrd(r.book, r.chapter, r.verse);
const other = (part: VersePart): VersePart => (part === 'a' ? 'b' : 'a');

function byOrdAndPart(a: SchemeVerse, b: SchemeVerse): number {
  return ordOf(a) - ordOf(b) || (a.part ?? '').localeCompare(b.part ?? '');
}

function group(rows: readonly VerseMapRow[], side: 'from' | 'to'): Map<number, VerseMapRow[]> {
  const out = new Map<number, VerseMapRow[]>();
  for (const row of rows) {
    const k = ordOf(row[side]);
    out.set(k, [...(out.get(k) ?? []), row]);
  }
  return out;
}

/**
 * The part of verse `ref` that no row claims on this side: the whole verse when no row names it,
 * the other half when rows name one half, nothing when a row names it whole or both halves.
 */
function unclaimed(rows: readonly VerseMapRow[], side: 'from' | 'to'): { free: boolean; part?: VersePart } {
  if (rows.length === 0) return { free: true };
  const parts = rows.map((r) => r[side].part);
  if (parts.some((p) => p === undefined)) return { free: false };
  const halves = new Set(parts as VersePart[]);
  if (halves.size === 2) return { free: false };
  return { free: true, part: other([...halves][0]) };
}

/**
 * Pairs a text's own versification scheme with the KJV's. Built from the rows that differ (e.g.
 * parseVerseMap of the OSHB VerseMap.xml); a verse no row names has the same number in both.
 * A Psalm superscription that the scheme numbers as verses of its own (WLC Ps 51:1-2) is answered
 * with role 'title' before KJV verse 1, which the KJV prints as the Psalm's title, not as verse text.
 */
export class VersificationMap {
  private readonly byOwn: Map<number, VerseMapRow[]>;
  private readonly byKjv: Map<number, VerseMapRow[]>;

  /**
   * `ownVerses` (the ords of the verses the text has) lets a verse no row names join a KJV verse that rows
   * also fill: WLC Num 26:1 is the rest of KJV Num 26:1, which starts with WLC 25:19. Without it a KJV verse
   * that rows name is only what they name, since the scheme may lack the verse of the same number.
   */
  constructor(
    readonly scheme: VersificationScheme,
    readonly rows: readonly VerseMapRow[],
    private readonly ownVerses?: ReadonlySet<number>,
  ) {
    this.byOwn = group(rows, 'from');
    this.byKjv = group(rows, 'to');
  }

  /** The verses of this scheme that make up KJV verse `kjv`, in order (superscription first). */
  fromKjv(kjv: VerseRef): AlignedVerse[] {
    const explicit = this.byKjv.get(ordOf(kjv)) ?? [];
    const out: AlignedVerse[] = explicit.map((r) => ({ ...r.from, kind: r.kind, role: 'text' }));
    const kjvSide = unclaimed(explicit, 'to');
    const ownSide = unclaimed(this.byOwn.get(ordOf(kjv)) ?? [], 'from');
    if (ownSide.free && (this.ownVerses ? this.ownVerses.has(ordOf(kjv)) : kjvSide.free)) {
      const same: AlignedVerse = {
        book: kjv.book,
        chapter: kjv.chapter,
        verse: kjv.verse,
        kind: explicit.length || ownSide.part ? 'partial' : 'full',
        role: 'text',
      };
      if (ownSide.part) same.part = ownSide.part;
      out.push(same);
    }
    out.sort(byOrdAndPart);
    return kjv.book === PSALMS && kjv.verse === 1 ? withSuperscription(out, kjv) : out;
  }

  /** The KJV verses that verse `own` of this scheme belongs to; role 'title' for a Psalm superscription. */
  toKjv(own: VerseRef): AlignedVerse[] {
    const explicit = this.byOwn.get(ordOf(own)) ?? [];
    const out: AlignedVerse[] = explicit.map((r) => ({ ...r.to, kind: r.kind, role: 'text' }));
    const ownSide = unclaimed(explicit, 'from');
    const kjvSide = unclaimed(this.byKjv.get(ordOf(own)) ?? [], 'to');
    const joins = this.ownVerses ? this.ownVerses.has(ordOf(own)) : kjvSide.free;
    if (ownSide.free && joins && verseExists(own.book, own.chapter, own.verse)) {
      const same: AlignedVerse = {
        book: own.book,
        chapter: own.chapter,
        verse: own.verse,
        kind: explicit.length || kjvSide.part ? 'partial' : 'full',
        role: 'text',
      };
      if (kjvSide.part) same.part = kjvSide.part;
      out.push(same);
    }
    out.sort(byOrdAndPart);
    if (own.book !== PSALMS) return out;
    const title = this.fromKjv({ book: PSALMS, chapter: own.chapter, verse: 1 }).some(
      (v) => v.role === 'title' && v.verse === own.verse && v.chapter === own.chapter,
    );
    if (!title) return out;
    return [{ book: PSALMS, chapter: own.chapter, verse: 1, kind: 'full', role: 'title' }];
  }

  /** True when verse `own` of this scheme is exactly KJV verse `own` (same number, same text). */
  sameAsKjv(own: VerseRef): boolean {
    const kjv = this.toKjv(own);
    return (
      kjv.length === 1 &&
      kjv[0].role === 'text' &&
      kjv[0].kind === 'full' &&
      !kjv[0].part &&
      ordOf(kjv[0]) === ordOf(own)
    );
  }
}

/**
 * KJV Psalm verse 1: the scheme's verses of the same chapter before the one that starts the KJV verse's
 * text are the superscription (VerseMap.xml lists the second title verse of Ps 51, 52, 54 and 60 under
 * KJV verse 1 too: the KJV prints the whole title before verse 1).
 */
function withSuperscription(aligned: AlignedVerse[], kjv: VerseRef): AlignedVerse[] {
  const body = aligned.at(-1);
  if (!body || body.chapter !== kjv.chapter || body.verse === 1) return aligned;
  const title: AlignedVerse[] = [];
  for (let verse = 1; verse < body.verse; verse++)
    title.push({ book: kjv.book, chapter: kjv.chapter, verse, kind: 'full', role: 'title' });
  return [...title, body];
}
