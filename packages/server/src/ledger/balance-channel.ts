import { z } from 'zod';
import { defineLiveChannel } from '../lib/live-channel.js';
import { fromUnits } from './amounts.js';
import { BALANCE_CHANNEL, type Ledger } from './ledger.js';

/** A member's balance changed (the ledger NOTIFYs at commit): each member's tabs get their own new balance. */
export const balanceChannel = (ledger: Pick<Ledger, 'balance'>) =>
  defineLiveChannel({
    name: BALANCE_CHANNEL,
    payload: z.object({ memberIds: z.array(z.number().int()) }),
    audience: (n) => ({ members: n.memberIds }),
    event: async (_n, tab) => ({
      type: 'balance',
      balance: fromUnits(await ledger.balance(tab.brandId, tab.memberId)),
      currencySymbol: tab.currencySymbol,
    }),
  });
