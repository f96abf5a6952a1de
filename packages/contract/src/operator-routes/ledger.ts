import { z } from 'zod';
import { operatorRoute } from '../operator-route-def.js';
import { empty } from '../schemas.js';

/** One list of `ledger check` (the command line's): the ids that break it, at most 100; empty when it holds. */
export const ledgerCheckList = z.object({
  /** invariants: the ledger's own sums; missing, extra, mismatched: its records against their transfers. */
  group: z.enum(['invariants', 'missing', 'extra', 'mismatched']),
  /** The report's key (unbalancedTransfers, roundTransfers...). */
  name: z.string(),
  ids: z.array(z.number().int()),
});

export const ledgerCheckReport = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  /** How long the check took. */
  ms: z.number().int(),
  transfers: z.number().int(),
  entries: z.number().int(),
  accounts: z.number().int(),
  /** Sum of every account's balance: zero, since money only moves between accounts. */
  total: z.number(),
  lists: z.array(ledgerCheckList),
});

export const operatorLedgerRoutes = {
  ledgerCheck: operatorRoute({
    method: 'POST',
    path: '/console/api/ledger/check',
    auth: 'operator',
    capability: 'ledger.check',
    brandScoped: false,
    // Reads only: nothing changes, so nothing is audited.
    audited: false,
    tier: 'write',
    area: 'ledger',
    summary:
      "Runs `ledger check` over every brand: the ledger's invariants and its records against their transfers. " +
      'For operators of all brands; one run at a time, and one per operator every 10 seconds (429 rate_limited)',
    request: empty,
    response: ledgerCheckReport,
  }),
};
