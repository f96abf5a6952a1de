import { describe, expect, it } from 'vitest';
import { pageCount, pagedOf, pageOf } from './paging.js';

describe('paging', () => {
  it('reads page pageNo (from 1) of pageSize rows, a default size when none is asked', () => {
    expect(pageOf({ pageNo: 3, pageSize: 10 })).toEqual({ pageNum: 3, size: 10, offset: 20, limit: 10 });
    expect(pageOf({ pageNo: 1 })).toEqual({ pageNum: 1, size: 20, offset: 0, limit: 20 });
    expect(pageOf({ pageNo: 2, pageSize: undefined }, 50)).toEqual({ pageNum: 2, size: 50, offset: 50, limit: 50 });
  });

  it('counts the pages the rows fill: none for an empty desk list, one for an empty member list', () => {
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(0, 20, { minPages: 1 })).toBe(1);
    expect(pagedOf(['a', 'b'], 22, pageOf({ pageNo: 2 }))).toEqual({
      content: ['a', 'b'],
      pageNum: 2,
      totalPages: 2,
      total: 22,
    });
  });
});
