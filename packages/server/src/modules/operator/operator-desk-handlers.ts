import type { AppDeps } from '../../deps.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import { createOperatorAdminService } from './operator-admin-service.js';

type OperatorDeskRoute =
  | 'operatorList'
  | 'operatorCreate'
  | 'operatorUpdate'
  | 'operatorDisable'
  | 'operatorEnable'
  | 'operatorResetTwoFactor'
  | 'operatorUnlock';

/** The operators desk's handlers. */
export function operatorDeskHandlers(deps: AppDeps): DeskHandlers<OperatorDeskRoute> {
  const operators = createOperatorAdminService(deps);
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
