import type { CorpusSample } from '../load/load-corpus';
import { searchPath } from '../search/bench-queries';

/** One kind of anonymous read with its distinct paths, drawn from the corpus. */
export interface ThroughputKind {
  name: string;
  service: 'search' | 'lexicon';
  paths: string[];
  /** The bar issue #19 sets for this kind through the gateway at 32 connections. */
  targetRps: number;
  /**
   * Visits of browsers instead of distinct queries (issue #32): paths drawn by Zipf's law, each browser sending
   * If-None-Match for what it holds (runBrowserVisits).
   */
  browsers?: boolean;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const distinct = (paths: string[]): string[] => shuffled([...new Set(paths)]);

export function throughputKinds(sample: CorpusSample): ThroughputKind[] {
  return [
    {
      name: 'word search',
      service: 'search',
      paths: distinct(sample.words.map((w) => searchPath(w))),
      targetRps: 1000,
    },
    {
      name: 'phrase search',
      service: 'search',
      paths: distinct(sample.phrases.map((p) => searchPath(`"${p}"`))),
      targetRps: 800,
    },
    {
      name: "Strong's number search",
      service: 'search',
      paths: distinct(sample.strongs.map((w) => searchPath(w))),
      targetRps: 800,
    },
    {
      name: 'reference',
      service: 'search',
      paths: distinct(
        sample.verses.map(([, name, chapter, verse]) => searchPath(`${name} ${chapter}:${verse}`)),
      ),
      targetRps: 800,
    },
    {
      // Ranked at random: which words are popular does not matter, that a few are asked far more than the rest does.
      name: 'realistic (Zipf word searches, If-None-Match)',
      service: 'search',
      paths: distinct(sample.words.map((w) => searchPath(w))),
      targetRps: 1000,
      browsers: true,
    },
    {
      name: 'dictionary entry',
      service: 'lexicon',
      paths: distinct(sample.strongs.map((n) => `/api/dictionary/${n}`)),
      targetRps: 1500,
    },
  ];
}
