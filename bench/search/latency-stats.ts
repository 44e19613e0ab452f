export interface LatencyStats {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Exact percentiles from every response time (autocannon's own summary has p97.5 but no p95). */
export function latencyStats(samples: number[], errors: number, seconds: number): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests: samples.length,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: samples.length / seconds,
  };
}
