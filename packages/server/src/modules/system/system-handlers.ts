import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

/** System calls of spec 7: status (permission/config), domain routes, whitelabel menu, register settings. */
export function systemHandlers(deps: AppRoot): Handlers {
  const system = deps.system;
  return {
    status: ({ actor }) => system.status(actor),
    domainRoute: ({ actor }) => system.domainRoutes(actor.brand),
    whitelabel: async ({ actor }) => system.whitelabel(actor.brand),
    registerSettings: async ({ actor }) => actor.brand.registerRules,
  };
}
