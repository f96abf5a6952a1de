import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The finance desk's withdrawal handlers. */
export function withdrawalDeskHandlers(
  deps: AppRoot,
): DeskHandlers<
  | 'cashierWithdrawals'
  | 'cashierWithdrawalApprove'
  | 'cashierWithdrawalReject'
  | 'cashierWithdrawalSettings'
  | 'cashierWithdrawalSettingsSave'
> {
  const desk = deps.withdrawalDesk;
  return {
    cashierWithdrawals: ({ actor, input }) => desk.list(deskActorOf(actor), input),
    cashierWithdrawalApprove: ({ actor, input }) => desk.approve(deskActorOf(actor), input.id),
    cashierWithdrawalReject: ({ actor, input }) => desk.reject(deskActorOf(actor), input.id, input.reason),
    cashierWithdrawalSettings: ({ actor, input }) => desk.settings(deskActorOf(actor), input.brand),
    cashierWithdrawalSettingsSave: ({ actor, input }) => desk.saveSettings(deskActorOf(actor), input),
  };
}
