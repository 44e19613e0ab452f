import type { Pagination } from '@strongs/contracts';

export function pagination(total: number, page: number, limit: number): Pagination {
  return { page, pages: Math.ceil(total / limit), total, limit };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}
