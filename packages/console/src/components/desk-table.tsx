import type { AriaAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from './error-notice';
import { Pager } from './pager';

/** A column's header: its text (or, given a key, any node: a sort button), figures aligned to the end. */
export type DeskColumn = {
  num?: boolean;
  /** The header of the column the list is sorted by. */
  sort?: AriaAttributes['aria-sort'];
} & ({ label: string; key?: string } | { label: ReactNode; key: string });

/** Where a server-paged list stands (the contract's paged answer). */
export interface DeskPage {
  pageNum: number;
  totalPages: number;
  total: number;
}

interface DeskTableProps<Row> {
  columns: readonly DeskColumn[];
  /** The rows; undefined until the list has loaded. */
  rows: readonly Row[] | undefined;
  /** A row: a `<tr>` with its key (a desk's own row component, or cells written in place). */
  children: (row: Row) => ReactNode;
  /** Said in one row across the table when the list is empty. */
  empty: string;
  /** With `onPage`, the pager under the table. */
  page?: DeskPage | undefined;
  onPage?: ((page: number) => void) | undefined;
  loading?: boolean | undefined;
  error?: unknown;
  /** The table's accessible name, where the page has several tables. */
  label?: string | undefined;
  compact?: boolean | undefined;
}

/**
 * A desk's list (the lottery bets, draws and settlement, operators, brands, queues...): the failed call's message, a
 * loading line until the first answer, then the table in its own scrolling box (a phone scrolls the table, not the
 * page), one row saying the list is empty, and the pager of a server-paged list.
 */
export function DeskTable<Row>({
  columns,
  rows,
  children,
  empty,
  page,
  onPage,
  loading,
  error,
  label,
  compact,
}: DeskTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorNotice error={error} />
      {rows === undefined && loading && (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      )}
      {rows !== undefined && (
        <>
          <div className="table-wrap">
            <table className={compact ? 'table table--compact' : 'table'} aria-label={label}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.key ?? (column.label as string)}
                      scope="col"
                      className={column.num ? 'num' : undefined}
                      aria-sort={column.sort}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => children(row))}
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={columns.length} className="table__empty">
                      {empty}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          {page && onPage && (
            <Pager pageNum={page.pageNum} totalPages={page.totalPages} total={page.total} onPage={onPage} />
          )}
        </>
      )}
    </>
  );
}
