import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../http/contract-routes.js';
import { createWalletService } from './wallet-service.js';

/** Spec 7 wallet calls over the ledger. */
export function walletHandlers(deps: AppDeps): Handlers {
  const wallet = createWalletService(deps);
  return {
    balance: ({ ctx }) => wallet.balance(ctx),
    consolidatedFunds: ({ ctx }) => wallet.consolidated(ctx),
    merchantWallet: ({ ctx }) => wallet.merchantWallet(ctx),
    walletTransfer: ({ ctx, input }) => wallet.transfer(ctx, input),
    memberTransactions: ({ ctx, input }) => wallet.transactions(ctx, input),
  };
}
