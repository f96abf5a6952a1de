import type { LanguageCode } from '@wl/contract/languages';
import type { AppDeps } from '../../deps.js';
import type { Actor } from '../../domain/actor.js';
import type { Brand } from '../../domain/brand.js';
import { siteState } from '../brands/site-state.js';

const languagesOf = (brand: Brand) => brand.languages as LanguageCode[];

/** System calls of spec 7: status (permission/config), domain routes, whitelabel menu, register settings. */
export function createSystemService(deps: Pick<AppDeps, 'clock' | 'brands' | 'keys'>) {
  return {
    async status(actor: Actor) {
      const { brand } = actor;
      const state = siteState(brand, actor.visitor, deps.clock.now());
      const domains = await deps.brands.domains(brand.id);
      return {
        status: state.status,
        maintenance: state.maintenance,
        regionRestriction: state.regionRestriction,
        maintenanceEnd: state.maintenanceEnd?.toISOString() ?? null,
        currencySymbol: brand.currencySymbol,
        location: actor.visitor,
        info: {
          merchantCode: brand.code,
          brandName: brand.name,
          siteType: actor.siteType,
          defaultLanguage: brand.defaultLanguage as LanguageCode,
          languages: languagesOf(brand),
          domainRoute: domains.map((d) => ({ domain: d.domain, siteType: d.siteType, isMain: d.isMain })),
          resources: brand.resources,
          whitelabelVal: brand.whitelabel,
          register: brand.registerRules,
          mainDomain: brand.mainDomain,
          analytics: { gtagId: brand.gtagId },
          imageCDNs: brand.imageCdns,
          launchGameCDNs: brand.launchGameCdns,
          agentTypes: brand.agentTypes,
          trialTypes: brand.trialTypes,
          customerService: brand.customerService,
          platform: brand.platform,
          lotteryType: brand.lotteryType,
          social: { google: brand.social.google ?? null, facebook: brand.social.facebook ?? null },
          publicKey: deps.keys.publicJwk,
        },
      };
    },
    async domainRoutes(brand: Brand) {
      const domains = await deps.brands.domains(brand.id);
      return domains.map((d) => ({ domain: d.domain, siteType: d.siteType, isMain: d.isMain }));
    },
    whitelabel(brand: Brand) {
      return {
        whitelabelVal: brand.whitelabel,
        defaultLanguage: brand.defaultLanguage as LanguageCode,
        languages: languagesOf(brand),
        promotions: brand.promotions,
      };
    },
  };
}
