import { Injectable } from '@nestjs/common';
import type { KjvNumberingResponse, VerseTextResponse, VersionDetails } from '@strongs/contracts';
import {
  assembleAligned,
  formatReference,
  fromOrd,
  verseOrd,
  type AlignedText,
  type AlignedVerseRow,
  type BookInfo,
  NotFoundError,
} from '@strongs/scripture';
import { AlignedVersesRepository } from '../verses/aligned-verses.repository';
import { VersionsService } from '../versions/versions.service';
import { sharedVerses } from '../verses/shared-verses';

/** 'Isaiah 9:5', 'Psalms 13:6b': a source verse in its own numbering, with the half a partial mapping covers. */
function sourceLabel(row: AlignedVerseRow): string {
  return `${formatReference({ book: row.book, chapter: row.chapter, verse: row.verse })}${row.part ?? ''}`;
}

function toResponse(aligned: AlignedText, reference: string, version: VersionDetails): VerseTextResponse {
  const response: VerseTextResponse = { text: aligned.text, reference, version: version.code };
  const [first] = aligned.sources;
  const renumbered = aligned.sources.length !== 1 || Number(first.ord) !== aligned.kjvOrd || first.part;
  if (renumbered) response.sourceReference = aligned.sources.map(sourceLabel).join('; ');
  const title = aligned.title ?? first.heading;
  if (title) response.title = title;
  if (aligned.partial) response.partial = true;
  return response;
}

/**
 * One KJV-numbered verse of any version: looked up through the version's versification (the WLC's
 * Isaiah 9:5 for KJV Isaiah 9:6), and when the version lacks it, in the fallback version asked for.
 */
@Injectable()
export class VerseTextService {
  constructor(
    private readonly versions: VersionsService,
    private readonly aligned: AlignedVersesRepository,
  ) {}

  async verse(
    book: BookInfo,
    chapter: number,
    verse: number,
    versionCode: string,
    fallbackCode?: string,
  ): Promise<VerseTextResponse> {
    const version = await this.versions.resolveInstalled(versionCode);
    const reference = formatReference({ book: book.number, chapter, verse });
    const kjvOrd = verseOrd(book.number, chapter, verse);
    const found = await this.lookup(version.code, kjvOrd);
    if (found) return this.withSharedVerses(toResponse(found, reference, version), found);
    if (fallbackCode && fallbackCode.toLowerCase() !== version.code) {
      const fallback = await this.versions.resolveInstalled(fallbackCode);
      const other = await this.lookup(fallback.code, kjvOrd);
      if (other)
        return this.withSharedVerses(
          { ...toResponse(other, reference, fallback), requestedVersion: version.code },
          other,
        );
    }
    throw new NotFoundError(`Verse not available in this translation: ${reference} (${version.code})`);
  }

  /** Which KJV verse(s) a verse numbered as `versionCode` numbers it is (WLC Isaiah 9:5 is KJV 9:6). */
  async kjvNumbering(
    book: BookInfo,
    chapter: number,
    verse: number,
    versionCode: string,
  ): Promise<KjvNumberingResponse> {
    const version = await this.versions.resolveInstalled(versionCode);
    const own = verseOrd(book.number, chapter, verse);
    const rows = await this.aligned.kjvOfOwn(version.code, own, own);
    const ords = rows.length ? [...new Set(rows.map((r) => Number(r.kjv_ord)))] : [own];
    return {
      reference: formatReference(fromOrd(own)),
      version: version.code,
      kjv: ords.map((ord) => ({ ...fromOrd(ord), reference: formatReference(fromOrd(ord)) })),
      psalmTitle: rows.some((r) => r.role === 'title'),
    };
  }

  /** Says which source verses other KJV verses show too (only a verse split over two can be). */
  private async withSharedVerses(
    response: VerseTextResponse,
    aligned: AlignedText,
  ): Promise<VerseTextResponse> {
    if (!aligned.partial) return response;
    const own = aligned.sources.map((s) => Number(s.ord));
    const shared = sharedVerses(aligned.kjvOrd, own, await this.aligned.kjvOrdsOfOwn(response.version, own));
    return shared ? { ...response, sharedVerses: shared } : response;
  }

  private async lookup(versionCode: string, kjvOrd: number): Promise<AlignedText | undefined> {
    const found = assembleAligned(await this.aligned.byKjvOrds(versionCode, [kjvOrd])).get(kjvOrd);
    return found?.text ? found : undefined;
  }
}
