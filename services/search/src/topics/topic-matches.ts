import { Injectable } from '@nestjs/common';
import type { TopicMatch } from '@strongs/contracts';
import { TopicalWork } from './topical-work';
import { TopicsRepository } from './topics.repository';

const MAX_MATCHES = 5;

/** The word and its plural or singular: 'angel' meets ANGELS, 'horses' meets HORSE. */
function forms(word: string): string[] {
  const out = [word, `${word}s`, `${word}es`];
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  return [...new Set(out)];
}

/** Topics a one-word search names, beside the results as dictionary matches are ('love' → LOVE). */
@Injectable()
export class TopicMatches {
  constructor(
    private readonly work: TopicalWork,
    private readonly repository: TopicsRepository,
  ) {}

  /** What a cached search answer with topic matches is keyed on: the work's generation (0: none installed). */
  async generation(): Promise<number> {
    return (await this.work.current())?.generation ?? 0;
  }

  async find(folded: string): Promise<TopicMatch[]> {
    const work = await this.work.current();
    if (!work || !/^[a-z']+$/.test(folded)) return [];
    return this.repository.namedBy(work.code, forms(folded), MAX_MATCHES);
  }
}
