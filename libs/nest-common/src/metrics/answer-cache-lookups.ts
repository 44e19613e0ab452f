import type { Counter } from 'prom-client';
import { registeredCounter } from './registered-counter';

export type AnswerCacheOutcome = 'hit' | 'miss' | 'joined';

/** answer_cache_lookups_total{cache, outcome}: what the benches read as the cache hit rate. */
export function answerCacheLookups(): Counter<'cache' | 'outcome'> {
  return registeredCounter(
    'answer_cache_lookups_total',
    'Lookups of a cache of whole answers: hit, miss (computed), or joined (waited for the same miss in flight)',
    ['cache', 'outcome'],
  );
}
