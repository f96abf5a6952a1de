import type { CallOutput } from '../../lib/api-client';

export type LedgerReport = CallOutput<'ledgerCheck'>;
export type LedgerList = LedgerReport['lists'][number];

/** The lists that break, first; every list keeps the server's order otherwise. */
export function breachesFirst(lists: readonly LedgerList[]): LedgerList[] {
  return [...lists.filter((l) => l.ids.length > 0), ...lists.filter((l) => l.ids.length === 0)];
}

/** The server answers at most 100 ids a list: more may exist. */
export const LIST_CAP = 100;
