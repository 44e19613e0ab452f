import { useQueries } from '@tanstack/react-query';
import type { InterlinearWord } from '@strongs/contracts';
import { interlinearChapterQueryOptions, isOriginalEdition } from '../../../lib/interlinear';
import type { Passage } from '../../../lib/passage';

/** The original words under each KJV verse of the passage, keyed 'chapter:verse'. */
export type PassageWords = Map<string, InterlinearWord[]>;

/**
 * For every WLC, TR or Byzantine column, the interlinear words of the passage's KJV chapters, so each printed
 * word can open its lemma and parsing. A column is absent from the answer until all its chapters are in.
 */
export function usePassageWords(
  passage: Passage | undefined,
  codes: readonly string[],
): Record<string, PassageWords> {
  const originals = passage ? codes.filter(isOriginalEdition) : [];
  const chapters = passage ? [...new Set(passage.verses.map((v) => v.chapter))] : [];
  const pairs = originals.flatMap((code) => chapters.map((chapter) => ({ code, chapter })));
  return useQueries({
    queries: pairs.map(({ code, chapter }) =>
      interlinearChapterQueryOptions(passage!.book.number, chapter, code),
    ),
    combine: (results) => {
      const byCode: Record<string, PassageWords> = {};
      for (const code of originals) {
        const own = pairs
          .map((pair, i) => ({ ...pair, data: results[i].data }))
          .filter((r) => r.code === code);
        if (own.some((r) => !r.data)) continue;
        byCode[code] = new Map(
          own.flatMap(({ chapter, data }) =>
            data!.verses.map((v) => [`${chapter}:${v.verse}`, v.words] as const),
          ),
        );
      }
      return byCode;
    },
  });
}
