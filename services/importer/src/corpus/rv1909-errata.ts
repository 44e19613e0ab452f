import type { VerseRecord } from '@strongs/scripture';

export interface StrongsErratum {
  book: number;
  chapter: number;
  verse: number;
  /** The tagged words, as printed. */
  text: string;
  written: string;
  meant: string;
}

/**
 * Tags of the Reina-Valera 1909 module that name a number Strong's dictionaries do not have, with the number
 * meant. One: Matthew 23:25 tags "de" (robo) G11537, a typing slip for G1537 ἐκ, which the KJV tags on the
 * same word ("of extortion"). Left as written it would be a number no entry opens (and the ADMIN BOT's
 * lexicon check would report it at every sweep).
 */
export const RV1909_ERRATA: readonly StrongsErratum[] = [
  { book: 40, chapter: 23, verse: 25, text: 'de', written: 'G11537', meant: 'G1537' },
];

/** The verses with each erratum's number corrected on its word; a listed erratum not found fails the import. */
export async function* withStrongsErrata(
  records: AsyncIterable<VerseRecord>,
  errata: readonly StrongsErratum[],
): AsyncGenerator<VerseRecord> {
  const pending = new Set(errata);
  for await (const record of records) {
    for (const erratum of pending) {
      if (
        erratum.book !== record.book ||
        erratum.chapter !== record.chapter ||
        erratum.verse !== record.verse
      )
        continue;
      const token = record.tokens.find(
        (t) => t.text === erratum.text && t.strongs?.includes(erratum.written),
      );
      if (!token) continue;
      token.strongs = token.strongs!.map((s) => (s === erratum.written ? erratum.meant : s));
      pending.delete(erratum);
    }
    yield record;
  }
  if (pending.size)
    throw new Error(
      `Strong's errata not found: ${[...pending].map((e) => `${e.written} on "${e.text}" at ${e.book} ${e.chapter}:${e.verse}`).join('; ')}`,
    );
}
