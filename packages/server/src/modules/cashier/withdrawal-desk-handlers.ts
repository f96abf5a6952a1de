import type { AppDeps } from '../../deps.js';
import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import { createWithdrawalDeskService } from './withdrawal-desk-service.js';

/** The finance desk's withdrawal handlers. */
export function withdrawalDeskHandlers(
  deps: AppDeps,
): DeskHandlers<
  | 'cashierWithdrawals'
  | 'cashierWithdrawalApprove'
  | 'cashierWithdrawalReject'
  | 'cashierWithdrawalSettings'
  | 'cashierWithdrawalSettingsSave'
> {
  const desk = createWithdrawalDeskService(deps);
  return {
    cashierWithdrawals: ({ actor, input }) => desk.list(deskActorOf(actor), input),
    cashierWithdrawalApprove: ({ actor, input }) => desk.approve(deskActorOf(actor), input.id),
    cashierWithdrawalReject: ({ actor, input }) => desk.reject(deskActorOf(actor), input.id, input.reason),
    cashierWithdrawalSettings: ({ actor, input }) => desk.settings(deskActorOf(actor), input.brand),
    cashierWithdrawalSettingsSave: ({ actor, input }) => desk.saveSettings(deskActorOf(actor), input),
  };
}
