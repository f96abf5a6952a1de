import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

/** Spec 7 wallet calls over the ledger. */
export function walletHandlers(deps: AppRoot): Handlers {
  const wallet = deps.wallet;
  return {
    balance: ({ actor }) => wallet.balance(actor),
    consolidatedFunds: ({ actor }) => wallet.consolidated(actor),
    merchantWallet: ({ actor }) => wallet.merchantWallet(actor),
    walletTransfer: ({ actor, input }) => wallet.transfer(actor, input),
    memberTransactions: ({ actor, input }) => wallet.transactions(actor, input),
  };
}
