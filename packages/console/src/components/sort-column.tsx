import type { DeskColumn } from './desk-table';

/** Where a queue stands on sorting (the address's `sort` and `order`, see lib/address-params.ts). */
export interface SortState<Column extends string> {
  sort: { by: Column; order: 'asc' | 'desc' };
  toggleSort: (column: Column) => void;
}

/**
 * A sortable column's header: a button that sorts the list by it (again: the other way), an arrow on the column the
 * list is sorted by, and its order told to screen readers (`aria-sort`).
 */
export function sortColumn<Column extends string>(
  queue: SortState<Column>,
  column: Column,
  label: string,
  num = false,
): DeskColumn {
  const { by, order } = queue.sort;
  const active = by === column;
  return {
    key: column,
    num,
    sort: active ? (order === 'asc' ? 'ascending' : 'descending') : 'none',
    label: (
      <button type="button" className="table__sort" onClick={() => queue.toggleSort(column)}>
        {label}
        {active && <span aria-hidden="true">{order === 'asc' ? ' ↑' : ' ↓'}</span>}
      </button>
    ),
  };
}
