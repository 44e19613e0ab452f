import { Counter, register } from 'prom-client';

/** The process-wide counter of this name, created on first use (see registeredHistogram for why). */
export function registeredCounter<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
): Counter<L> {
  const existing = register.getSingleMetric(name);
  if (existing) return existing as Counter<L>;
  return new Counter({ name, help, labelNames: [...labelNames] });
}
