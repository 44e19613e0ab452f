export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 100;

export function totalPages(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}
