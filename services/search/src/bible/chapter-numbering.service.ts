import { Injectable } from '@nestjs/common';
import type { VersionDetails } from '@strongs/contracts';
import { formatReference, fromOrd, KJV_SCHEME, verseOrd } from '@strongs/scripture';
import { AlignedVersesRepository } from '../verses/aligned-verses.repository';
import { ownNumberings } from '../verses/own-numbering';

export interface OwnVerseNumbering {
  /** The KJV verse(s) this verse is, when its number differs ('Isaiah 9:6'). */
  kjvReference: string | null;
  psalmTitle: boolean;
}

/** For a chapter read in a version's own numbering: which KJV verse each verse is, where they differ. */
@Injectable()
export class ChapterNumberingService {
  constructor(private readonly aligned: AlignedVersesRepository) {}

  /** Chapters per book for a version numbered otherwise than the KJV; empty (the KJV's counts) for the others. */
  async chapterCounts(version: VersionDetails): Promise<Map<number, number>> {
    return version.versification === KJV_SCHEME ? new Map() : this.aligned.chapterCounts(version.code);
  }

  async ofChapter(
    version: VersionDetails,
    book: number,
    chapter: number,
  ): Promise<Map<number, OwnVerseNumbering>> {
    const out = new Map<number, OwnVerseNumbering>();
    if (version.versification === KJV_SCHEME) return out;
    const rows = await this.aligned.kjvOfOwn(
      version.code,
      verseOrd(book, chapter, 0),
      verseOrd(book, chapter, 999),
    );
    for (const [ownOrd, numbering] of ownNumberings(rows))
      out.set(fromOrd(ownOrd).verse, {
        kjvReference: numbering.kjvReference,
        psalmTitle: numbering.psalmTitle,
      });
    return out;
  }

  /**
   * For a chapter the version does not have in its own numbering ('Malachi 4' in the WLC): where the KJV's chapter
   * of that number stands there ('Malachi 3:19-24'), or undefined.
   */
  async kjvChapterElsewhere(
    version: VersionDetails,
    book: number,
    chapter: number,
  ): Promise<string | undefined> {
    if (version.versification === KJV_SCHEME) return undefined;
    const range = await this.aligned.ownRangeOfKjvChapter(
      version.code,
      verseOrd(book, chapter, 0),
      verseOrd(book, chapter, 999),
    );
    if (!range) return undefined;
    const start = fromOrd(range.first);
    const end = fromOrd(range.last);
    return formatReference(range.first === range.last ? start : { start, end });
  }
}
