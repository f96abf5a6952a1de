import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../lib/route-handler.js';
import { createWalletService } from './wallet-service.js';

/** Spec 7 wallet calls over the ledger. */
export function walletHandlers(deps: AppDeps): Handlers {
  const wallet = createWalletService(deps);
  return {
    balance: ({ actor }) => wallet.balance(actor),
    consolidatedFunds: ({ actor }) => wallet.consolidated(actor),
    merchantWallet: ({ actor }) => wallet.merchantWallet(actor),
    walletTransfer: ({ actor, input }) => wallet.transfer(actor, input),
    memberTransactions: ({ actor, input }) => wallet.transactions(actor, input),
  };
}
