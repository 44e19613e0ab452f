import type { SystemSettingsReader } from '@strongs/db';

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 100;

export function totalPages(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}

/** The administrator's `results_per_page` when a request names no size, kept within what the API accepts. */
export async function defaultPerPage(settings: SystemSettingsReader): Promise<number> {
  const size = Math.trunc(await settings.number('results_per_page', DEFAULT_PER_PAGE));
  return size >= 1 && size <= MAX_PER_PAGE ? size : DEFAULT_PER_PAGE;
}

/**
 * Answers `page`, or the last page when `page` lies past the end ("page 99 of 10" never happens):
 * the answer's `currentPage` then says which page it is. An empty result stays at the page asked for.
 */
export async function lastPageWhenPast<T extends { currentPage: number; totalPages: number }>(
  page: number,
  answer: (page: number) => Promise<T>,
): Promise<T> {
  const first = await answer(page);
  return first.totalPages > 0 && page > first.totalPages ? answer(first.totalPages) : first;
}
