/**
 * Paged lists (requirements §3 paging fields, §9 constants). Every list endpoint takes pageNum/pageSize and
 * an optional sort, and answers `{ list, total, totalCapped, pageNum, pageSize }`.
 */
import { z } from 'zod';

/** requirements §9: table page sizes; form widgets (pickers) offer only the last four. */
export const TABLE_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const WIDGET_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;

/**
 * Counting stops here: a count never reads more than COUNT_CAP + 1 rows, and a larger total is
 * answered as COUNT_CAP with `totalCapped`, which the table shows as "10,000+".
 */
export const COUNT_CAP = 10_000;

/** requirements §3: ascending sends ASC, descending sends DESC. */
export const SortOrder = z.enum(['ASC', 'DESC']);
export type SortOrder = z.infer<typeof SortOrder>;

export const PageQuery = z.object({
  pageNum: z.coerce.number().int().min(FIRST_PAGE).max(100_000).default(FIRST_PAGE),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 5, 10, 20, 50 or 100')
    .default(DEFAULT_PAGE_SIZE),
});

/** A page query with a sort restricted to the given sortable fields. */
export function sortedPageQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return PageQuery.extend({ sortField: z.enum(fields).optional(), sortOrder: SortOrder.optional() });
}

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    list: z.array(row),
    total: z.number(),
    /** True when there are more than COUNT_CAP rows and `total` is COUNT_CAP. */
    totalCapped: z.boolean(),
    pageNum: z.number(),
    pageSize: z.number(),
  });
}

export interface Page<T> {
  list: T[];
  total: number;
  totalCapped: boolean;
  pageNum: number;
  pageSize: number;
}
