/**
 * A path on this site: one `/` not followed by `/` or `\`, and no backslash anywhere. Browsers read `//host`
 * and `/\host` (a backslash counts as a slash) as another host, so either would leave the site.
 */
export function isSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !path.includes('\\');
}
