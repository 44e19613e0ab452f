import { Injectable } from '@nestjs/common';
import type { SearchResultItem, VersionDetails } from '@strongs/contracts';
import type { KjvOfOwnRow } from '@strongs/scripture';
import { fromOrd, KJV_SCHEME, verseOrd } from '@strongs/scripture';
import { AlignedVersesRepository } from '../verses/aligned-verses.repository';
import { ownNumberings } from '../verses/own-numbering';
import type { OrdRange } from '../verses/verses.repository';

/**
 * The search box speaks KJV numbers and a hit is a verse of the version's own numbering: for a version
 * numbered otherwise (the WLC), references typed are mapped into its numbering and hits say their KJV verse.
 */
@Injectable()
export class ResultNumbering {
  constructor(private readonly aligned: AlignedVersesRepository) {}

  /**
   * KJV-numbered ranges as the version's own: from the first verse making up the range's first KJV verse
   * to the last making up its last (KJV Isaiah 9:6 is WLC 9:5, Malachi 4 is WLC 3:19-24).
   */
  async ownRanges(version: VersionDetails, ranges: OrdRange[]): Promise<OrdRange[]> {
    if (version.versification === KJV_SCHEME) return ranges;
    const own = await this.aligned.ownOrdsOfKjv(version.code, [
      ...new Set(ranges.flatMap((r) => [r.from, r.to])),
    ]);
    return ranges.flatMap((r) => {
      const ends = [...(own.get(r.from) ?? []), ...(own.get(r.to) ?? [])];
      return ends.length ? [{ from: Math.min(...ends), to: Math.max(...ends) }] : [];
    });
  }
}

/**
 * Adds `kjvReference`, `kjvChapter`, `kjvVerse` (and `psalmTitle`) to hits whose number differs from the KJV's,
 * from the hits' mapping rows (`kjvOfOwnOrdsSql`, read with the page).
 */
export function withKjvNumberingFrom(
  rows: readonly KjvOfOwnRow[],
  items: SearchResultItem[],
): SearchResultItem[] {
  const numbering = ownNumberings(rows);
  return items.map((item) => {
    const own = numbering.get(verseOrd(item.book, item.chapter, item.verse));
    if (!own) return item;
    const kjv = fromOrd(own.kjvOrd);
    const kjvReference = own.kjvReference ?? `${item.bookName} ${kjv.chapter}:${kjv.verse}`;
    const out = { ...item, kjvReference, kjvChapter: kjv.chapter, kjvVerse: kjv.verse };
    return own.psalmTitle ? { ...out, psalmTitle: true } : out;
  });
}
