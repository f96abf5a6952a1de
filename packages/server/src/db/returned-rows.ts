import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * The rows of a raw `UPDATE ... FROM ... RETURNING t.*` as the query builder would answer them (camelCase keys,
 * each value through its column's own mapping: bigint numbers, timestamps, jsonb), on node-postgres and PGlite
 * alike. Set-based updates of many rows (lottery settlement) then need no second SELECT to read what they changed.
 */
export function returnedRows<T extends Table>(table: T, result: unknown): InferSelectModel<T>[] {
  const raw = ((result as { rows?: Record<string, unknown>[] }).rows ?? result) as Record<string, unknown>[];
  const columns = Object.entries(getTableColumns(table));
  return raw.map(
    (row) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = row[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as InferSelectModel<T>,
  );
}
