import type { Histogram } from 'prom-client';
import type { SearchEngine } from '@strongs/search-engine';
import { registeredHistogram } from '@strongs/nest-common';

const ENGINE_DURATION = 'search_engine_duration_seconds';

function engineDuration(): Histogram<'engine' | 'operation' | 'outcome'> {
  return registeredHistogram(
    ENGINE_DURATION,
    'Time of each call into the search engine, by engine, operation and outcome',
    ['engine', 'operation', 'outcome'],
    [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 60],
  );
}

/** The same engine, with every call timed into search_engine_duration_seconds. */
export function instrumentSearchEngine(engine: SearchEngine): SearchEngine {
  const histogram = engineDuration();
  const time =
    <A extends unknown[], R>(
      operation: Exclude<keyof SearchEngine, 'name' | 'close'>,
      call: (...args: A) => Promise<R>,
    ) =>
    async (...args: A): Promise<R> => {
      const stop = histogram.startTimer({ engine: engine.name, operation });
      try {
        const result = await call(...args);
        stop({ outcome: 'ok' });
        return result;
      } catch (error) {
        stop({ outcome: 'error' });
        throw error;
      }
    };
  return {
    name: engine.name,
    search: time('search', (request) => engine.search(request)),
    count: time('count', (versionCode, query) => engine.count(versionCode, query)),
    suggestWords: time('suggestWords', (versionCode, words) => engine.suggestWords(versionCode, words)),
    indexedCount: time('indexedCount', (versionCode) => engine.indexedCount(versionCode)),
    indexVersion: time('indexVersion', (versionCode, source, onProgress) =>
      engine.indexVersion(versionCode, source, onProgress),
    ),
    dropVersion: time('dropVersion', (versionCode) => engine.dropVersion(versionCode)),
    close: () => engine.close(),
  };
}
