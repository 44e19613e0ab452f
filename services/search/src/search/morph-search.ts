import { BadRequestException, Injectable } from '@nestjs/common';
import type { VersionDetails } from '@strongs/contracts';
import type { SearchQuery } from '@strongs/search-engine';
import { featuresForeignTo, verseOrd, type MorphLanguage } from '@strongs/scripture';
import { MorphSearchRepository, type MorphWordFilter } from './morph-search.repository';

export class MorphSearchError extends BadRequestException {
  constructor(message: string) {
    super(message);
    this.name = 'MorphSearchError';
  }
}

/** `morph:` turned into one word filter: the Strong's numbers and the word must sit on the same original word. */
export function morphWordFilter(version: VersionDetails, query: SearchQuery): MorphWordFilter {
  if (version.kind !== 'original') {
    throw new MorphSearchError(
      `${version.code.toUpperCase()} has no original words to parse: a morph: search runs on the original texts: choose WLC (Hebrew), TR or BYZ (Greek)`,
    );
  }
  checkLanguage(version, query);
  const words = query.groups.flat();
  if (
    query.groups.length > 1 ||
    words.length > 1 ||
    query.excluded.length ||
    query.excludedStrongs.length ||
    words.some((w) => w.kind === 'phrase')
  ) {
    throw new MorphSearchError(
      "A morph: search takes one Strong's number or one word (for example H1254 morph:qal,perfect)",
    );
  }
  if (!words.length && !query.strongs.length) {
    throw new MorphSearchError(
      "Add a Strong's number or a word to the morph: filter (for example G25 morph:imperative)",
    );
  }
  const [word] = words;
  const filter: MorphWordFilter = {
    versionCode: version.code,
    features: query.morph ?? [],
    strongs: query.strongs,
  };
  if (word && word.kind === 'word') {
    filter.word = word.word;
    filter.prefix = word.prefix;
  }
  if (query.scope) {
    filter.fromOrd = verseOrd(query.scope.fromBook, 0, 0);
    filter.toOrd = verseOrd(query.scope.toBook, 999, 999);
  }
  return filter;
}

const OTHER_TEXTS: Record<MorphLanguage, string> = { hebrew: 'TR or BYZ (Greek)', greek: 'WLC (Hebrew)' };
const EXAMPLES: Record<MorphLanguage, string> = {
  hebrew: 'qal, niphal, perfect, imperative, construct, plural, …',
  greek: 'aorist, present, imperative, participle, genitive, plural, …',
};

/** A feature or Strong's number of the other language would only ever find nothing: say so instead. */
function checkLanguage(version: VersionDetails, query: SearchQuery): void {
  const language: MorphLanguage = version.language === 'grc' ? 'greek' : 'hebrew';
  const name = language === 'greek' ? 'Greek' : 'Hebrew';
  const code = version.code.toUpperCase();
  const foreign = featuresForeignTo(language, query.morph ?? []);
  if (foreign.length) {
    throw new MorphSearchError(
      `${foreign.join(', ')} ${foreign.length > 1 ? 'are not parsing features' : 'is not a parsing feature'} of ${name} words (${code} is a ${name} text): try ${EXAMPLES[language]} or search ${OTHER_TEXTS[language]}`,
    );
  }
  const prefix = language === 'greek' ? 'G' : 'H';
  const otherNumbers = query.strongs.filter((n) => !n.toUpperCase().startsWith(prefix));
  if (otherNumbers.length) {
    throw new MorphSearchError(
      `${otherNumbers.join(', ')} ${otherNumbers.length > 1 ? 'are not' : 'is not a'} ${name} Strong's number${otherNumbers.length > 1 ? 's' : ''} (${code} is a ${name} text): search ${OTHER_TEXTS[language]}`,
    );
  }
}

export interface MorphHits {
  total: number;
  ords: number[];
  matched: Map<number, string[]>;
}

/** Verses of an original text where one word has every feature of the filter (and the number or word asked). */
@Injectable()
export class MorphSearch {
  constructor(private readonly repository: MorphSearchRepository) {}

  async search(
    version: VersionDetails,
    query: SearchQuery,
    page: number,
    perPage: number,
  ): Promise<MorphHits> {
    const filter = morphWordFilter(version, query);
    const { total, ords } = await this.repository.verses(filter, perPage, (page - 1) * perPage);
    return { total, ords, matched: await this.repository.matchedForms(filter, ords) };
  }
}
