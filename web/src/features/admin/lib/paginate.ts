/** The admin lists come whole from the server; the screen shows them ten at a time. */
export const ADMIN_PAGE_SIZE = 10;

export function totalPages(count: number, size = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The items of a 1-based page; a page past the end shows the last one (e.g. after a delete). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size = ADMIN_PAGE_SIZE,
): { items: T[]; page: number } {
  const last = totalPages(items.length, size);
  const current = Math.min(Math.max(1, page), last);
  return { items: items.slice((current - 1) * size, current * size), page: current };
}
