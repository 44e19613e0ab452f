import type { MatchedReading } from '@strongs/contracts';
import { foldWords, type SearchQuery } from '@strongs/search-engine';
import type { KetivQere } from '@strongs/scripture';
import { wordMatcher } from './matched-words';

/**
 * The ketiv and qere words of a WLC verse that the query matched, and the printed (ketiv) words to highlight: a
 * matched qere is not printed, so the ketiv it is read for is highlighted instead.
 */
export function matchedReadings(
  readings: readonly KetivQere[] | null | undefined,
  query: SearchQuery,
): { readings: MatchedReading[]; printed: string[] } {
  // Every hit of every search passes here; only WLC verses with a ketiv/qere pair have work to do.
  if (!readings?.length) return { readings: [], printed: [] };
  const matches = wordMatcher(query);
  const found: MatchedReading[] = [];
  const printed: string[] = [];
  for (const { ketiv, qere } of readings) {
    const ketivWords = words(ketiv);
    for (const word of words(qere)) {
      if (!foldWords(word).some(matches)) continue;
      found.push({ variant: 'qere', word, ketiv, qere });
      printed.push(...ketivWords);
    }
    for (const word of ketivWords) {
      if (foldWords(word).some(matches)) found.push({ variant: 'ketiv', word, ketiv, qere });
    }
  }
  return { readings: found, printed };
}

function words(text: string): string[] {
  return text.split(/[\s\u05BE]+/).filter(Boolean);
}
