export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show: first and last always, the current page with its neighbours, ellipses for gaps.
 * `maxNumbers` caps how many numbers appear (results: 5); near an edge the window widens to keep that many.
 * Without `widen` it is exactly current ±1 plus first and last (the dictionary's window).
 */
export function pageWindow(
  current: number,
  total: number,
  { maxNumbers = 5, widen = true } = {},
): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  if (total <= maxNumbers) return Array.from({ length: total }, (_, i) => i + 1);
  const inner = maxNumbers - 2;
  let start = Math.max(2, page - 1);
  let end = Math.min(total - 1, page + 1);
  if (widen) {
    if (page <= 3) {
      start = 2;
      end = 1 + inner;
    } else if (page >= total - 2) {
      start = total - inner;
      end = total - 1;
    }
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}
