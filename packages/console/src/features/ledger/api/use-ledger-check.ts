import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Runs `ledger check` on the server; it reads the whole ledger, so it is started by hand, never on load. */
export function useLedgerCheck() {
  return useMutation({ mutationFn: () => call('ledgerCheck', {}) });
}
