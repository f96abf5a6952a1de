import type { AppDeps } from '../../deps.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import { createDashboardService } from './dashboard-service.js';

/** The dashboard desk's handler: thin, it calls the service (conventions.md "Server"). */
export function dashboardDeskHandlers(deps: AppDeps): DeskHandlers<'dashboard'> {
  const dashboard = createDashboardService(deps);
  return {
    dashboard: ({ actor, input }) => dashboard.view(actor, input),
  };
}
