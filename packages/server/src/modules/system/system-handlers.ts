import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../lib/route-handler.js';
import { createSystemService } from './system-service.js';

/** System calls of spec 7: status (permission/config), domain routes, whitelabel menu, register settings. */
export function systemHandlers(deps: AppDeps): Handlers {
  const system = createSystemService(deps);
  return {
    status: ({ actor }) => system.status(actor),
    domainRoute: ({ actor }) => system.domainRoutes(actor.brand),
    whitelabel: async ({ actor }) => system.whitelabel(actor.brand),
    registerSettings: async ({ actor }) => actor.brand.registerRules,
  };
}
