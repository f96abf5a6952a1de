/**
 * Paging of a list, one way for every list (member site and console): the contract asks for page `pageNo` (from 1)
 * of `pageSize` rows; a repo reads `limit` rows from `offset`; the answer says `pageNum`, `totalPages` and `total`.
 */
export interface Page {
  pageNum: number;
  size: number;
  offset: number;
  limit: number;
}

/** The page asked for, `defaultSize` rows when the request names no size. */
export function pageOf(input: { pageNo: number; pageSize?: number | undefined }, defaultSize = 20): Page {
  const size = input.pageSize ?? defaultSize;
  return { offset: (input.pageNo - 1) * size, limit: size, pageNum: input.pageNo, size };
}

export interface PageCountRule {
  /** The member site's lists (and the jobs desk) show an empty list as page 1 of 1; the desks as 0 pages. */
  minPages?: 0 | 1;
}

/** How many pages `total` rows fill. */
export function pageCount(total: number, size: number, { minPages = 0 }: PageCountRule = {}): number {
  return Math.max(minPages, Math.ceil(total / size));
}

/** The answer of a paged list: the rows of the page, its number, the number of pages and of rows. */
export function pagedOf<T>(
  rows: T[],
  total: number,
  page: Pick<Page, 'pageNum' | 'size'>,
  rule: PageCountRule = {},
): { content: T[]; pageNum: number; totalPages: number; total: number } {
  return { content: rows, pageNum: page.pageNum, totalPages: pageCount(total, page.size, rule), total };
}
