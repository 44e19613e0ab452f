/** answer_cache_lookups_total of one service, by outcome, read from its /metrics (a direct, internal caller). */
export async function cacheLookups(serviceUrl: string): Promise<Record<string, number>> {
  // Once more on a failure: a kept-alive socket the service closed while idle (5 s) fails the first try.
  const text = await (
    await fetch(`${serviceUrl}/metrics`).catch(() => fetch(`${serviceUrl}/metrics`))
  ).text();
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/^answer_cache_lookups_total\{[^}]*outcome="(\w+)"[^}]*\} (\d+)/gm))
    counts[match[1]] = (counts[match[1]] ?? 0) + Number(match[2]);
  return counts;
}

/** Hits (and joins of a miss in flight) over every lookup between two readings. */
export function hitRate(before: Record<string, number>, after: Record<string, number>): number {
  const delta = (outcome: string): number => (after[outcome] ?? 0) - (before[outcome] ?? 0);
  const total = delta('hit') + delta('joined') + delta('miss');
  return total === 0 ? NaN : (delta('hit') + delta('joined')) / total;
}
