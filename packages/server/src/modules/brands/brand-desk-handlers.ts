import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';
import { changerOf } from './brand-service.js';

type BrandRoute =
  | 'brandList'
  | 'brandDetail'
  | 'brandSettings'
  | 'brandMaintenance'
  | 'brandRegion'
  | 'brandDomains'
  | 'brandLinks';

/** The brands desk's handlers: each calls the brand service, as the command line does. */
export function brandDeskHandlers(deps: AppRoot): DeskHandlers<BrandRoute> {
  const brands = deps.brandDesk;
  return {
    brandList: ({ actor, input }) => brands.list(actor, input),
    brandDetail: ({ actor, input }) => brands.detail(actor, input.brand),
    brandSettings: ({ actor, input }) => brands.settings(changerOf(actor), input),
    brandMaintenance: ({ actor, input }) => brands.maintenance(changerOf(actor), input),
    brandRegion: ({ actor, input }) => brands.region(changerOf(actor), input),
    brandDomains: ({ actor, input }) => brands.domains(changerOf(actor), input),
    brandLinks: ({ actor, input }) => brands.links(changerOf(actor), input),
  };
}
