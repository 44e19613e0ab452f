import { Injectable } from '@nestjs/common';
import type { InterlinearChapter, InterlinearVerse, InterlinearWord } from '@strongs/contracts';
import {
  describeMorph,
  formatReference,
  morphSchemeOf,
  type MorphScheme,
  fromOrd,
  verseExists,
  verseOrd,
  versesInChapter,
  type BookInfo,
  NotFoundError,
} from '@strongs/scripture';
import { VersionsService } from '../versions/versions.service';
import { AlignedVersesRepository } from '../verses/aligned-verses.repository';
import { sharedVerses } from '../verses/shared-verses';
import { EditionNotForTestamentError } from './interlinear.errors';
import { InterlinearRepository, type OriginalWordRow } from './interlinear.repository';

const OT_EDITIONS = ['wlc'];
const NT_EDITIONS = ['tr', 'byz'];

/** The original-language words under KJV verses: WLC for the Old Testament, TR (or Byzantine) for the New. */
@Injectable()
export class InterlinearService {
  constructor(
    private readonly versions: VersionsService,
    private readonly repository: InterlinearRepository,
    private readonly aligned: AlignedVersesRepository,
  ) {}

  async verse(book: BookInfo, chapter: number, verse: number, edition?: string): Promise<InterlinearVerse> {
    const reference = formatReference({ book: book.number, chapter, verse });
    if (!verseExists(book.number, chapter, verse))
      throw new NotFoundError(`Reference not found: ${reference}`);
    const [answer] = await this.verses(book, chapter, [verse], edition);
    if (!answer)
      throw new NotFoundError(`No original text for ${reference} (${this.editionFor(book, edition)})`);
    return answer;
  }

  async chapter(book: BookInfo, chapter: number, edition?: string): Promise<InterlinearChapter> {
    const count = versesInChapter(book.number, chapter);
    const reference = `${book.name} ${chapter}`;
    if (count === 0) throw new NotFoundError(`Chapter not found: ${reference}`);
    const verses = Array.from({ length: count }, (_, i) => i + 1);
    const answers = await this.verses(book, chapter, verses, edition);
    const code = this.editionFor(book, edition);
    if (!answers.length) throw new NotFoundError(`No original text for ${reference} (${code})`);
    return { reference, edition: code, direction: answers[0].direction, verses: answers };
  }

  private editionFor(book: BookInfo, edition: string | undefined): string {
    const allowed = book.testament === 'OT' ? OT_EDITIONS : NT_EDITIONS;
    const code = (edition ?? allowed[0]).trim().toLowerCase();
    if (!allowed.includes(code)) throw new EditionNotForTestamentError(code, book.testament, allowed);
    return code;
  }

  private async verses(
    book: BookInfo,
    chapter: number,
    verses: number[],
    edition: string | undefined,
  ): Promise<(InterlinearVerse & { verse: number })[]> {
    const version = await this.versions.resolveInstalled(this.editionFor(book, edition));
    const kjvOrds = verses.map((verse) => verseOrd(book.number, chapter, verse));
    const rows = await this.repository.wordsUnderKjv(version.code, kjvOrds);
    const byKjv = group(rows, (r) => r.kjv_ord);
    const kjvOfOwn = await this.aligned.kjvOrdsOfOwn(version.code, [
      ...new Set(rows.map((r) => Number(r.ord))),
    ]);
    const answers: (InterlinearVerse & { verse: number })[] = [];
    for (const kjvOrd of kjvOrds) {
      const verseRows = byKjv.get(kjvOrd);
      if (!verseRows) continue;
      const words = verseRows.map((row) => toWord(row, morphSchemeOf(version.language)));
      const ownOrds = [...new Set(verseRows.map((r) => r.ord))];
      const aramaic = words.filter((w) => w.morph.startsWith('A')).length * 2 > words.length;
      const kjv = fromOrd(kjvOrd);
      const answer: InterlinearVerse & { verse: number } = {
        verse: kjv.verse,
        reference: formatReference(kjv),
        originalReference: ownOrds.map((ord) => formatReference(fromOrd(ord))).join('; '),
        language: version.language === 'he' ? (aramaic ? 'aramaic' : 'hebrew') : 'greek',
        edition: version.code,
        direction: version.direction,
        words,
      };
      const shared = sharedVerses(Number(kjvOrd), ownOrds.map(Number), kjvOfOwn);
      if (shared) answer.sharedVerses = shared;
      answers.push(answer);
    }
    return answers;
  }
}

function toWord(row: OriginalWordRow, scheme: MorphScheme): InterlinearWord {
  return {
    position: row.position,
    text: row.text,
    textPlain: row.text_plain,
    transliteration: row.transliteration,
    lemma: row.lemma,
    sourceLemma: row.source_lemma,
    strongsNumber: row.strongs[0] ?? null,
    strongsNumbers: row.strongs,
    morph: row.morph,
    morphDescription: describeMorph(row.morph, scheme),
    // The CrossWire KJV's English over this very word, aligned at import; null where the KJV has none.
    gloss: row.english,
    variant: row.variant,
    originalReference: formatReference(fromOrd(row.ord)),
  };
}

function group<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
