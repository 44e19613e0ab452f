import type { SearchResponse } from '@strongs/contracts';
import { ORIGINAL_LANGUAGE_QUERIES, originalLanguagePath } from './original-language-queries';
import { runAutocannon } from './run-autocannon';

const ms = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '-');

/** What the query answers, so a fast time for a query that finds nothing is seen for what it is. */
async function answerOf(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  const body = (await response.json()) as SearchResponse & { message?: string };
  if (!response.ok) return `${response.status} ${body.message ?? ''}`.trim();
  const entries = body.lexiconMatches?.map((m) => m.strongsNumber).join(' ');
  return `${body.totalResults} verses${entries ? `; entries ${entries}` : ''}`;
}

/** Times each lemma and morphology query alone at concurrency 1 and prints a table of p50 and p95. */
export async function timeOriginalLanguage(
  target: { label: string; url: string },
  seconds: number,
): Promise<void> {
  console.log(
    `\nLemma and morphology queries (${target.label}), each alone at concurrency 1 for ${seconds} s:\n`,
  );
  console.log('| kind | query | db | answer | p50 ms | p95 ms | requests | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const query of ORIGINAL_LANGUAGE_QUERIES) {
    const path = originalLanguagePath(query);
    const answer = await answerOf(target.url, path);
    const stats = await runAutocannon(target.url, [path], 1, seconds);
    console.log(
      `| ${query.kind} | ${query.q} | ${query.db} | ${answer} | ${ms(stats.p50)} | ${ms(stats.p95)} | ${stats.requests} | ${stats.errors} |`,
    );
  }
}
