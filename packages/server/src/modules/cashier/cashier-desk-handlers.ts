import type { AppDeps } from '../../deps.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import { deskActorOf } from '../operator/desk-actor.js';
import { createCashierDeskService } from './cashier-desk-service.js';

/** The finance desk's deposit and channel handlers (issue 13). */
export function cashierDeskHandlers(
  deps: AppDeps,
): DeskHandlers<
  | 'cashierDeposits'
  | 'cashierDepositProof'
  | 'cashierDepositApprove'
  | 'cashierDepositReject'
  | 'cashierChannels'
  | 'cashierChannelSave'
  | 'cashierAccountSave'
> {
  const desk = createCashierDeskService(deps);
  return {
    cashierDeposits: ({ actor, input }) => desk.list(deskActorOf(actor), input),
    cashierDepositProof: ({ actor, input }) => desk.proof(deskActorOf(actor), input.id),
    cashierDepositApprove: ({ actor, input }) => desk.approve(deskActorOf(actor), input.id),
    cashierDepositReject: ({ actor, input }) => desk.reject(deskActorOf(actor), input.id, input.reason),
    cashierChannels: ({ actor, input }) => desk.channels(deskActorOf(actor), input.brand),
    cashierChannelSave: ({ actor, input }) => desk.saveChannel(deskActorOf(actor), input),
    cashierAccountSave: ({ actor, input }) => desk.saveAccount(deskActorOf(actor), input),
  };
}
