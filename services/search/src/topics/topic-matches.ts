import { Injectable } from '@nestjs/common';
import { TopicalWork } from './topical-work';

const MAX_MATCHES = 5;

/** The word and its plural or singular: 'angel' meets ANGELS, 'horses' meets HORSE. */
function forms(word: string): string[] {
  const out = [word, `${word}s`, `${word}es`];
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  return [...new Set(out)];
}

/** Topics of `work` whose head word is one of `words` (the word as typed first): `topicsNamedBySql`. */
export interface TopicLookup {
  work: string;
  words: string[];
  limit: number;
}

/** Topics a one-word search names, beside the results as dictionary matches are ('love' → LOVE). */
@Injectable()
export class TopicMatches {
  constructor(private readonly work: TopicalWork) {}

  /** What a cached search answer with topic matches is keyed on: the work's generation (0: none installed). */
  async generation(): Promise<number> {
    return (await this.work.current())?.generation ?? 0;
  }

  /** What the search's statement needs to find the topics a one-word search names; undefined when it names none. */
  async lookup(folded: string): Promise<TopicLookup | undefined> {
    const work = await this.work.current();
    if (!work || !/^[a-z']+$/.test(folded)) return undefined;
    return { work: work.code, words: forms(folded), limit: MAX_MATCHES };
  }
}
