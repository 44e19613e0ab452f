import type { ReadDatabase } from '@strongs/db';
import { verseOrd } from '@strongs/scripture';
import { strongsVariants } from '@strongs/search-engine';
// The check reads through the services' own repositories and mappers, so it proves what they serve; Nx
// forbids importing applications, and this is the one place that must.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { OccurrencesRepository } from '../../../services/lexicon/src/lexicon-entries/occurrences.repository';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { toExample, toOccurrence } from '../../../services/lexicon/src/lexicon-entries/occurrence-mapper';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { VersesRepository } from '../../../services/search/src/verses/verses.repository';
import type { FidelityCheck, FidelityContext } from '../fidelity-check';
import { kjvImpVerses, splitTitle, withOsisDivineNames } from '../corpus/kjv-imp';

interface TitleHit {
  ref: string;
  ord: number;
  /** The title as printed, read from the raw OSIS. */
  title: string;
  /** The English words tagged with the number in the title. */
  words: string[];
}

const plain = (markup: string): string =>
  markup
    .replace(/<[^>]*>/g, '')
    .replace(/¶/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every (number, verse) whose number is tagged in the verse's title, from the check's own reading of kjv.imp.gz. */
async function titleHits(corpusDir: string): Promise<Map<string, TitleHit[]>> {
  const byNumber = new Map<string, TitleHit[]>();
  for await (const verse of kjvImpVerses(corpusDir)) {
    const { title } = splitTitle(withOsisDivineNames(verse.markup));
    if (!title.trim()) continue;
    const words = new Map<string, string[]>();
    for (const [, lemma, inner] of title.matchAll(/<w lemma="([^"]*)"[^>]*>([\s\S]*?)<\/w>/g)) {
      for (const [, letter, digits] of lemma.matchAll(/strong:([HG])0*(\d+)/g)) {
        const number = `${letter}${digits}`;
        words.set(number, [...(words.get(number) ?? []), plain(inner)]);
      }
    }
    const ref = `${verse.book} ${verse.chapter}:${verse.verse}`;
    const ord = verseOrd(verse.book, verse.chapter, verse.verse);
    for (const [number, tagged] of words) {
      byNumber.set(number, [
        ...(byNumber.get(number) ?? []),
        { ref, ord, title: plain(title), words: tagged },
      ]);
    }
  }
  return byNumber;
}

/** The services' repositories read through the check's connection (they only ever call `query`). */
function asReadDatabase({ sql }: FidelityContext): ReadDatabase {
  return { query: (text: string, params?: unknown[]) => sql(text, params) } as unknown as ReadDatabase;
}

/**
 * A hit that lies in a Psalm title shows the title: every (number, verse) with the number tagged in the
 * title, as the entry's occurrence lists (lexicon) and the Strong's search results (search) serve it.
 */
export const psalmTitleHitsCheck: FidelityCheck = {
  name: 'hits of a number tagged in a Psalm title show the title (every title-tagged number and verse)',
  async run(context) {
    const db = asReadDatabase(context);
    const occurrences = new OccurrencesRepository(db);
    const verses = new VersesRepository(db);
    const disagreements: string[] = [];
    let checked = 0;
    for (const [number, hits] of await titleHits(context.corpusDir)) {
      const ords = hits.map((h) => h.ord);
      const served = new Map(
        (await occurrences.at(number, ords)).map((row) => [verseOrd(row.book, row.chapter, row.verse), row]),
      );
      const titles = await verses.titlesTaggedWith('kjv', ords, strongsVariants(number));
      for (const hit of hits) {
        checked++;
        const row = served.get(hit.ord);
        const where = `${number} ${hit.ref}`;
        if (!row) {
          disagreements.push(`${where}: not among the number's occurrences`);
          continue;
        }
        const occurrence = toOccurrence(row);
        if (occurrence.heading !== hit.title)
          disagreements.push(
            `${where}: occurrence shows title "${occurrence.heading ?? ''}", the KJV's is "${hit.title}"`,
          );
        if (toExample(row).heading !== hit.title)
          disagreements.push(`${where}: entry dialog example shows no title`);
        const missing = hit.words.filter((w) => !occurrence.matchedWords.includes(w));
        if (missing.length) disagreements.push(`${where}: title words ${missing.join(', ')} not highlighted`);
        if (titles.get(hit.ord) !== hit.title)
          disagreements.push(`${where}: search result shows title "${titles.get(hit.ord) ?? ''}"`);
      }
    }
    return { checked, disagreements };
  },
};
