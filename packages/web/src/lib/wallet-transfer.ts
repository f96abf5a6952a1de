import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type CallInput, call } from './api-client';

/** The main wallet's name in walletTransfer (spec 7 GCS_walletTransfer); any other side is a vendor's code. */
export const MAIN_WALLET = 'MAIN';
export const CONSOLIDATED_FUNDS_KEY = ['consolidatedFunds'] as const;

export type WalletMove = Omit<CallInput<'walletTransfer'>, 'idempotencyKey'>;

const newKey = () => crypto.randomUUID();

/**
 * Moves money between the main wallet and a vendor's (multi-wallet brands), or collects all back: the member
 * centre's transferFund page and the in-house game's "move money in" use it. One idempotency key per intended
 * transfer, kept until one succeeds, so a retried request is never a second transfer.
 */
export function useWalletTransfer() {
  const queryClient = useQueryClient();
  const key = useRef(newKey());
  return useMutation({
    mutationFn: (move: WalletMove) => call('walletTransfer', { ...move, idempotencyKey: key.current }),
    onSuccess: () => {
      key.current = newKey();
      void queryClient.invalidateQueries({ queryKey: CONSOLIDATED_FUNDS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
  });
}
