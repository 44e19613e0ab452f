import { Histogram, register } from 'prom-client';

/**
 * The process-wide histogram of this name, created on first use: several modules (or test apps) in one
 * process may ask for it, and prom-client refuses a second registration of the same name.
 */
export function registeredHistogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
): Histogram<L> {
  const existing = register.getSingleMetric(name);
  if (existing) return existing as Histogram<L>;
  return new Histogram({ name, help, labelNames: [...labelNames], buckets });
}
