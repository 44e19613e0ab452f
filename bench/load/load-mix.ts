import type { CorpusSample } from './load-corpus';
import { searchPath } from '../search/bench-queries';

/** One kind of public request, its share of the traffic and how to draw the next path. */
export interface RouteKind {
  name: string;
  weight: number;
  path(): string;
}

const COMMON_WORDS = [
  'lord',
  'god',
  'said',
  'people',
  'king',
  'israel',
  'house',
  'land',
  'son',
  'day',
  'man',
  'children',
];
const PAGE_SLUGS = ['about-the-kjv', 'reading-plan', 'study-help', 'contact'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const between = (low: number, high: number): number => low + Math.floor(Math.random() * (high - low + 1));
const q = (text: string): string => encodeURIComponent(text);

export function customPageSlugs(): readonly string[] {
  return PAGE_SLUGS;
}

/** The mixed public traffic: every kind of search, the dictionary, verses, chapters, pages, settings, versions. */
export function routeKinds(sample: CorpusSample): RouteKind[] {
  const fullVersions = sample.fullVersions;
  const reference = (): string => {
    const [, name, chapter, verse] = pick(sample.verses);
    return `${name} ${chapter}:${verse}`;
  };
  const otherVersions = sample.versions.filter((v) => v !== 'kjv');
  return [
    { name: 'search: word', weight: 10, path: () => searchPath(pick(sample.words)) },
    {
      name: 'search: words',
      weight: 4,
      path: () => searchPath(`${pick(sample.words)} ${pick(sample.words)}`),
    },
    { name: 'search: phrase', weight: 6, path: () => searchPath(`"${pick(sample.phrases)}"`) },
    {
      name: 'search: reference',
      weight: 5,
      path: () => {
        const roll = Math.random();
        if (roll < 0.5) return searchPath(reference());
        if (roll < 0.75) return searchPath(reference().replace(/:\d+$/, ''));
        return searchPath(`${reference()}; ${reference()}`);
      },
    },
    { name: "search: Strong's number", weight: 4, path: () => searchPath(pick(sample.strongs)) },
    {
      name: 'search: prefix',
      weight: 3,
      path: () => searchPath(`${pick(sample.words.filter((w) => w.length >= 5)).slice(0, 4)}*`),
    },
    {
      name: 'search: exclusion',
      weight: 3,
      path: () => searchPath(`${pick(COMMON_WORDS)} -${pick(sample.words)}`),
    },
    {
      name: 'search: OR',
      weight: 2,
      path: () => searchPath(`${pick(sample.words)} OR ${pick(sample.words)}`),
    },
    {
      name: 'search: paging',
      weight: 3,
      path: () => searchPath(pick(COMMON_WORDS), `&page=${between(2, 30)}`),
    },
    {
      name: 'search: other version',
      weight: 4,
      path: () =>
        `/api/search-strongs?q=${q(pick(COMMON_WORDS))}&db=${pick(otherVersions)}&page=${between(1, 3)}`,
    },
    {
      name: "search by Strong's number",
      weight: 3,
      path: () => `/api/strongs/search-by-number/${pick(sample.strongs)}?page=1`,
    },
    { name: 'dictionary entry', weight: 6, path: () => `/api/dictionary/${pick(sample.strongs)}` },
    {
      name: 'dictionary list',
      weight: 2,
      path: () =>
        Math.random() < 0.5
          ? `/api/dictionary/search?query=${q(pick(sample.words))}&page=1&limit=20`
          : `/api/dictionary/${pick(['hebrew', 'greek'])}?page=${between(1, 200)}&limit=20`,
    },
    {
      name: 'definition + occurrences',
      weight: 5,
      path: () => `/api/strongs/definition/${pick(sample.strongs)}`,
    },
    {
      name: 'verse',
      weight: 6,
      path: () => {
        const [book, , chapter, verse] = pick(sample.verses);
        return `/api/bible/verse/${book}/${chapter}/${verse}/${pick(fullVersions)}`;
      },
    },
    {
      name: 'verse word analysis',
      weight: 3,
      path: () => {
        const [book, , chapter, verse] = pick(sample.verses);
        return `/api/strongs/verse/${book}/${chapter}/${verse}`;
      },
    },
    {
      name: 'chapter',
      weight: 4,
      path: () => {
        const [, name, chapter] = pick(sample.verses);
        return `/api/bible/chapter/${q(name)}/${chapter}/${pick(fullVersions)}`;
      },
    },
    { name: 'custom page', weight: 2, path: () => `/api/pages/${pick(PAGE_SLUGS)}` },
    { name: 'public settings', weight: 2, path: () => '/api/system-settings/public' },
    {
      name: 'versions',
      weight: 2,
      path: () => (Math.random() < 0.5 ? '/api/bible/versions' : '/api/bible/versions?details=true'),
    },
  ];
}

/** Draws route kinds in proportion to their weights. */
export function weightedPicker(kinds: readonly RouteKind[]): () => RouteKind {
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const kind of kinds) {
      roll -= kind.weight;
      if (roll < 0) return kind;
    }
    return kinds[kinds.length - 1];
  };
}
