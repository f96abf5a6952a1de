import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The dashboard desk's handler: thin, it calls the service (conventions.md "Server"). */
export function dashboardDeskHandlers(deps: AppRoot): DeskHandlers<'dashboard'> {
  const dashboard = deps.dashboard;
  return {
    dashboard: ({ actor, input }) => dashboard.view(actor, input),
  };
}
