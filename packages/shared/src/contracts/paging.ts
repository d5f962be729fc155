import { z } from 'zod';
import { wholeNumber } from './primitives.js';

/**
 * Long lists (a teacher's collections, the libraries a class may use) come a page at a time.
 * Pages count from 1; without `size` a page holds `defaultSize` items.
 */
export const PAGING = { defaultSize: 50, maxSize: 200, maxPage: 100_000 } as const;

/** A page number or size from a query string, within [1, max]. */
const count = (max: number, fallback: number) => wholeNumber(1, max).default(fallback);

export const pageQuery = z.object({
  page: count(PAGING.maxPage, 1),
  size: count(PAGING.maxSize, PAGING.defaultSize),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Beside `record`: the page given, its size, and how many items all pages hold. */
export const pageFields = {
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
};

/** How many items the pages before `page` hold. */
export function pageOffset({ page, size }: PageQuery): number {
  return (page - 1) * size;
}

/** Whether pages after `page` hold more items. */
export function hasNextPage({ page, size, total }: { page: number; size: number; total: number }): boolean {
  return page * size < total;
}
