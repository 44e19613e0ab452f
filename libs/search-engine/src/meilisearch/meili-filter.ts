/** A quoted Meilisearch filter value; quotes and backslashes escaped. */
export function meiliFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `field = "a"` for one value, `field IN ["a", "b"]` for several. */
export function meiliAnyOf(field: string, values: readonly string[]): string {
  return values.length === 1
    ? `${field} = ${meiliFilterValue(values[0])}`
    : `${field} IN [${values.map(meiliFilterValue).join(', ')}]`;
}
