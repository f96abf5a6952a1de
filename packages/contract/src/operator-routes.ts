import type { OperatorRouteDef } from './operator-route-def.js';
import { operatorAuditRoutes } from './operator-routes/audit.js';
import { operatorAuthRoutes } from './operator-routes/auth.js';
import { operatorBrandRoutes } from './operator-routes/brands.js';
import { operatorCashierRoutes } from './operator-routes/cashier.js';
import { operatorChatRoutes } from './operator-routes/chat.js';
import { operatorContentRoutes } from './operator-routes/content.js';
import { operatorDashboardRoutes } from './operator-routes/dashboard.js';
import { operatorFeedbackRoutes } from './operator-routes/feedback.js';
import { operatorGameRoutes } from './operator-routes/games.js';
import { operatorJobRoutes } from './operator-routes/jobs.js';
import { operatorLedgerRoutes } from './operator-routes/ledger.js';
import { operatorLotteryRoutes } from './operator-routes/lottery.js';
import { operatorLotteryScheduleRoutes } from './operator-routes/lottery-schedule.js';
import { operatorLotterySettingsRoutes } from './operator-routes/lottery-settings.js';
import { operatorMemberRoutes } from './operator-routes/members.js';
import { operatorMessageRoutes } from './operator-routes/messages.js';
import { operatorMoneyRoutes } from './operator-routes/money.js';
import { operatorAdminRoutes } from './operator-routes/operators.js';
import { operatorP2pRoutes } from './operator-routes/p2p.js';
import { operatorWithdrawalRoutes } from './operator-routes/withdrawals.js';

/**
 * The operator route table (design.md "Operators"): every route of the console's API with the capability it needs.
 * Apart from the member route table (routes.ts), so the players' bundle never carries it.
 */
export const OPERATOR_ROUTES = {
  ...operatorAuthRoutes,
  ...operatorMemberRoutes,
  ...operatorMoneyRoutes,
  ...operatorCashierRoutes,
  ...operatorWithdrawalRoutes,
  ...operatorP2pRoutes,
  ...operatorAuditRoutes,
  ...operatorDashboardRoutes,
  ...operatorLedgerRoutes,
  ...operatorJobRoutes,
  ...operatorBrandRoutes,
  ...operatorAdminRoutes,
  ...operatorContentRoutes,
  ...operatorGameRoutes,
  ...operatorFeedbackRoutes,
  ...operatorChatRoutes,
  ...operatorMessageRoutes,
  ...operatorLotteryRoutes,
  ...operatorLotterySettingsRoutes,
  ...operatorLotteryScheduleRoutes,
};

export type OperatorRouteName = keyof typeof OPERATOR_ROUTES;
export type OperatorRoutes = typeof OPERATOR_ROUTES;

export const OPERATOR_ROUTE_LIST: ReadonlyArray<OperatorRouteDef & { name: OperatorRouteName }> = (
  Object.entries(OPERATOR_ROUTES) as [OperatorRouteName, OperatorRouteDef][]
).map(([name, def]) => ({ ...def, name }));
