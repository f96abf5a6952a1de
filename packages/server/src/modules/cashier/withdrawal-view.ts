import type { cashierOrder } from '@wl/contract/routes/cashier';
import type { z } from 'zod';
import { fromUnits } from '../../ledger/amounts.js';
import type { WithdrawalOrder } from './withdrawal-repo.js';

/** A withdrawal as one of the member's cashier orders (contract routes/cashier.ts `cashierOrder`). */
export function withdrawalOrderView(o: WithdrawalOrder): z.input<typeof cashierOrder> {
  return {
    type: 'withdrawal',
    id: o.id,
    channel: o.payoutKind,
    channelName: o.payoutProvider,
    amount: fromUnits(o.amount),
    fee: fromUnits(o.fee),
    credited: fromUnits(o.netAmount),
    status: o.status,
    reference: o.payoutMasked,
    reason: o.reason,
    payUrl: null,
    createdAt: o.createdAt.toISOString(),
    decidedAt: o.decidedAt?.toISOString() ?? null,
  };
}
