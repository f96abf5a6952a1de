import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The finance desk's deposit and channel handlers. */
export function cashierDeskHandlers(
  deps: AppRoot,
): DeskHandlers<
  | 'cashierDeposits'
  | 'cashierDepositProof'
  | 'cashierDepositApprove'
  | 'cashierDepositReject'
  | 'cashierChannels'
  | 'cashierChannelSave'
  | 'cashierAccountSave'
> {
  const desk = deps.cashierDesk;
  const settings = deps.cashierSettings;
  return {
    cashierDeposits: ({ actor, input }) => desk.list(deskActorOf(actor), input),
    cashierDepositProof: ({ actor, input }) => desk.proof(deskActorOf(actor), input.id),
    cashierDepositApprove: ({ actor, input }) => desk.approve(deskActorOf(actor), input.id),
    cashierDepositReject: ({ actor, input }) => desk.reject(deskActorOf(actor), input.id, input.reason),
    cashierChannels: ({ actor, input }) => settings.channels(deskActorOf(actor), input.brand),
    cashierChannelSave: ({ actor, input }) => settings.saveChannel(deskActorOf(actor), input),
    cashierAccountSave: ({ actor, input }) => settings.saveAccount(deskActorOf(actor), input),
  };
}
