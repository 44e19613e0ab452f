export interface ClientResult {
  times: number[];
  /** The times of the requests answered (2xx): a refusal comes back in microseconds and would hide a slow answer. */
  answered: number[];
  statuses: Map<number, number>;
  socketErrors: number;
}

export function emptyResult(): ClientResult {
  return { times: [], answered: [], statuses: new Map(), socketErrors: 0 };
}

function count(result: ClientResult, status: number): void {
  result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
}

/** One client sending `path(n)` requests back to back until `until`, each with `headers`. */
export async function runClient(
  baseUrl: string,
  path: (n: number) => string,
  until: number,
  result: ClientResult,
  headers: Record<string, string> = {},
): Promise<void> {
  for (let n = 0; Date.now() < until; n++) {
    const started = performance.now();
    try {
      const res = await fetch(baseUrl + path(n), { headers, signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      const took = performance.now() - started;
      result.times.push(took);
      if (res.ok) result.answered.push(took);
      count(result, res.status);
      // A refused request comes back at once: an attacker would retry, but not in a hot loop.
      if (res.status === 429) await new Promise((r) => setTimeout(r, 50));
    } catch {
      result.socketErrors++;
    }
  }
}

export function statusSummary(result: ClientResult): string {
  return (
    [...result.statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ') || '-'
  );
}

export function count5xx(result: ClientResult): number {
  return [...result.statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
}
