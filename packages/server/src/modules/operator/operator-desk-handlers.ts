import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

type OperatorDeskRoute =
  | 'operatorList'
  | 'operatorCreate'
  | 'operatorUpdate'
  | 'operatorDisable'
  | 'operatorEnable'
  | 'operatorResetTwoFactor'
  | 'operatorUnlock';

/** The operators desk's handlers. */
export function operatorDeskHandlers(deps: AppRoot): DeskHandlers<OperatorDeskRoute> {
  const operators = deps.operatorAdmin;
  return {
    operatorList: ({ actor, input }) => operators.list(actor, input),
    operatorCreate: ({ actor, input }) => operators.create(actor, input),
    operatorUpdate: ({ actor, input }) => operators.update(actor, input),
    operatorDisable: ({ actor, input }) => operators.disable(actor, input.operatorId),
    operatorEnable: ({ actor, input }) => operators.enable(actor, input.operatorId),
    operatorResetTwoFactor: ({ actor, input }) => operators.resetTwoFactor(actor, input.operatorId),
    operatorUnlock: ({ actor, input }) => operators.unlock(actor, input.operatorId),
  };
}
