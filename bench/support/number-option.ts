/**
 * A numeric `--name value` argument of a bench, or `fallback` when absent. A value outside `min`–`max`, not a
 * number, or (with `integer`) a fraction stops the bench with the rule it broke.
 */
export function numberOption(
  name: string,
  fallback: number,
  { min = 1, max = Infinity, integer = false }: { min?: number; max?: number; integer?: boolean } = {},
): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  const valid =
    Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value));
  if (!valid)
    throw new Error(
      `--${name} must be ${integer ? 'a whole number' : 'a number'} from ${min}${max < Infinity ? ` to ${max}` : ''}`,
    );
  return value;
}
