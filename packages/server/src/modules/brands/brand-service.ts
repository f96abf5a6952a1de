import { OPERATOR_ROUTES } from '@wl/contract/operator-routes';
import type { brandDetail, brandSummary } from '@wl/contract/operator-routes/brands';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { Brand } from '../../domain/brand.js';
import { type AuditActor, auditActorOf, inScope, type OperatorActor } from '../../domain/operator-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { fromUnits, unitsOf } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import type { DomainRoute } from './brand-repo.js';
import { inMaintenance } from './site-state.js';

export type BrandServiceDeps = Pick<AppDeps, 'clock' | 'brands'> & {
  database: Pick<AppDeps['database'], 'db' | 'transaction'>;
};

/** Who changes a brand: an operator (within their brand scope) or the command line (every brand). */
export interface BrandChanger {
  audit: AuditActor;
  brandScope: OperatorActor['brandScope'];
}

export const changerOf = (actor: OperatorActor): BrandChanger => ({
  audit: auditActorOf(actor),
  brandScope: actor.brandScope,
});

type Input<N extends keyof typeof OPERATOR_ROUTES> = z.input<(typeof OPERATOR_ROUTES)[N]['request']>;
type Patch = Partial<Brand>;

/** Every change goes through the contract's schema, whoever calls (the console or the command line). */
function parse<N extends 'brandSettings' | 'brandMaintenance' | 'brandRegion' | 'brandDomains' | 'brandLinks'>(
  name: N,
  input: Input<N>,
): z.output<(typeof OPERATOR_ROUTES)[N]['request']> {
  const result = OPERATOR_ROUTES[name].request.safeParse(input);
  if (!result.success) {
    const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new DomainError('invalid_input', {
      message: details.map((d) => `${d.path}: ${d.message}`).join('; '),
      details,
    });
  }
  return result.data as z.output<(typeof OPERATOR_ROUTES)[N]['request']>;
}

const units = (amount: number) => {
  const value = amount === 0 ? 0 : unitsOf(amount);
  if (value === null) throw new DomainError('invalid_input', { message: 'an amount has at most 4 decimals' });
  return value;
};

/** What the audit row keeps of the keys a change touched. */
function pick(values: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(
    keys.map((k) => [k, values[k] instanceof Date ? (values[k] as Date).toISOString() : values[k]]),
  );
}

/** The brand's social sign-in after a change: an id replaces, null removes, absent keeps. */
function socialOf(
  current: Brand['social'],
  change: { googleClientId?: string | null | undefined; facebookAppId?: string | null | undefined },
): Brand['social'] {
  const next = { ...current };
  if (change.googleClientId === null) delete next.google;
  else if (change.googleClientId) next.google = { clientId: change.googleClientId };
  if (change.facebookAppId === null) delete next.facebook;
  else if (change.facebookAppId) next.facebook = { appId: change.facebookAppId };
  return next;
}

/**
 * The brands desk and the command line's brand commands (`maintenance`, `region`, `resource`, `service`): one service,
 * so both validate alike, audit with before and after in the change's transaction, and clear the brand cache so this
 * instance serves the change at once (spec 3 and 4: what the player site reads).
 */
export function createBrandService(deps: BrandServiceDeps & { audit: AuditService }) {
  const repo = deps.brands;
  const { audit } = deps;

  function summaryOf(brand: Brand): z.input<typeof brandSummary> {
    return {
      code: brand.code,
      name: brand.name,
      defaultLanguage: brand.defaultLanguage,
      maintenance: inMaintenance(brand, deps.clock.now()),
      blockedRules: brand.blockedIps.length + brand.blockedCountries.length,
      mainDomain: brand.mainDomain,
    };
  }

  function detailOf(brand: Brand, domains: DomainRoute[]): z.input<typeof brandDetail> {
    return {
      code: brand.code,
      name: brand.name,
      currency: brand.currency,
      defaultLanguage: brand.defaultLanguage,
      languages: brand.languages,
      whitelabel: brand.whitelabel,
      maintenance: inMaintenance(brand, deps.clock.now()),
      maintenanceFrom: brand.maintenanceFrom?.toISOString() ?? null,
      maintenanceUntil: brand.maintenanceUntil?.toISOString() ?? null,
      blockedIps: brand.blockedIps,
      blockedCountries: brand.blockedCountries,
      domains: domains.map((d) => ({ domain: d.domain, siteType: d.siteType, isMain: d.isMain })),
      resources: brand.resources,
      customerService: brand.customerService,
      approvalThreshold: fromUnits(brand.approvalThreshold),
      approvalWindowHours: brand.approvalWindowHours,
      demoBalance: fromUnits(brand.demoBalance),
      timeZone: brand.timeZone,
      transferLimits: {
        min: fromUnits(brand.transferMinAmount),
        max: fromUnits(brand.transferMaxAmount),
        daily: fromUnits(brand.transferDailyAmount),
      },
      social: {
        googleClientId: brand.social.google?.clientId ?? null,
        facebookAppId: brand.social.facebook?.appId ?? null,
      },
      updatedAt: brand.updatedAt.toISOString(),
    };
  }

  /** One audited change of a brand: its row locked, the change, its audit row, in one transaction. */
  async function change(
    by: BrandChanger,
    action: string,
    code: string,
    apply: (
      brand: Brand,
      tx: Db,
    ) => Promise<{ patch: Patch; before?: Record<string, unknown>; after?: Record<string, unknown> }>,
  ) {
    const result = await deps.database.transaction(async (tx) => {
      const brand = await repo.lockByCode(code, tx);
      if (!brand) throw new DomainError('not_found');
      if (!inScope(by, brand.id)) throw new DomainError('forbidden');
      const { patch, before, after } = await apply(brand, tx);
      const updated = (await repo.update(code, patch, tx)) ?? brand;
      const keys = Object.keys(patch);
      await audit.record(
        by.audit,
        {
          action,
          targetType: 'brand',
          targetId: brand.code,
          brandId: brand.id,
          before: { ...pick(brand, keys), ...before },
          after: { ...pick(updated, keys), ...after },
        },
        tx,
      );
      return { brand: updated, domains: await repo.freshDomains(brand.id, tx) };
    });
    // Cleared again once committed: a lookup made during the transaction may have cached the old row.
    repo.clearCache();
    return detailOf(result.brand, result.domains);
  }

  return {
    async list(
      actor: OperatorActor,
      input: { pageNo: number; pageSize?: number | undefined; search?: string | undefined },
    ) {
      const page = pageOf(input, 50);
      const { rows, total } = await repo.search(actor.brandScope, input.search, page);
      return pagedOf(rows.map(summaryOf), total, page);
    },

    async detail(actor: OperatorActor, code: string) {
      const brand = await repo.byCode(code);
      if (!brand) throw new DomainError('not_found');
      if (!inScope(actor, brand.id)) throw new DomainError('forbidden');
      return detailOf(brand, await repo.freshDomains(brand.id));
    },

    settings(by: BrandChanger, raw: Input<'brandSettings'>) {
      const input = parse('brandSettings', raw);
      return change(by, 'brandSettings', input.brand, async (brand) => {
        const patch: Patch = {};
        if (input.whitelabel) patch.whitelabel = { ...brand.whitelabel, ...input.whitelabel };
        if (input.languages) patch.languages = input.languages;
        if (input.defaultLanguage) patch.defaultLanguage = input.defaultLanguage;
        const languages = patch.languages ?? brand.languages;
        const defaultLanguage = patch.defaultLanguage ?? brand.defaultLanguage;
        if (!languages.includes(defaultLanguage)) {
          throw new DomainError('invalid_input', { message: 'the default language is one of the languages offered' });
        }
        if (input.approvalThreshold !== undefined) patch.approvalThreshold = units(input.approvalThreshold);
        if (input.approvalWindowHours !== undefined) patch.approvalWindowHours = input.approvalWindowHours;
        if (input.demoBalance !== undefined) patch.demoBalance = units(input.demoBalance);
        if (input.timeZone) patch.timeZone = input.timeZone;
        if (input.transferLimits) {
          patch.transferMinAmount = units(input.transferLimits.min);
          patch.transferMaxAmount = units(input.transferLimits.max);
          patch.transferDailyAmount = units(input.transferLimits.daily);
        }
        if (input.social) patch.social = socialOf(brand.social, input.social);
        return { patch };
      });
    },

    /** Spec 4 status 1: in maintenance from `from` (now) until `until` (none: until ended); `on: false` ends it. */
    maintenance(by: BrandChanger, raw: Input<'brandMaintenance'>) {
      const input = parse('brandMaintenance', raw);
      return change(by, 'brandMaintenance', input.brand, async () => {
        if (!input.on) return { patch: { maintenanceFrom: null, maintenanceUntil: null } };
        const from = input.from ? new Date(input.from) : deps.clock.now();
        const until = input.until ? new Date(input.until) : null;
        if (until && until.getTime() <= from.getTime()) {
          throw new DomainError('invalid_input', { message: 'the end of the window is after its start' });
        }
        return { patch: { maintenanceFrom: from, maintenanceUntil: until } };
      });
    },

    /** Spec 4 status 2: the lists replaced whole. */
    region(by: BrandChanger, raw: Input<'brandRegion'>) {
      const input = parse('brandRegion', raw);
      return change(by, 'brandRegion', input.brand, async () => ({
        patch: { blockedIps: [...new Set(input.blockedIps)], blockedCountries: [...new Set(input.blockedCountries)] },
      }));
    },

    /** Which hosts serve the brand's player and agent sites; the main one is the brand's mainDomain. */
    domains(by: BrandChanger, raw: Input<'brandDomains'>) {
      const input = parse('brandDomains', raw);
      return change(by, 'brandDomains', input.brand, async (brand, tx) => {
        const names = input.domains.map((d) => d.domain);
        if (new Set(names).size !== names.length) {
          throw new DomainError('invalid_input', { message: 'a domain is listed once' });
        }
        const main = input.domains.filter((d) => d.isMain);
        if (main.length !== 1 || main[0]?.siteType !== 'member') {
          throw new DomainError('invalid_input', { message: 'exactly one main domain, a member site' });
        }
        const taken = await repo.domainsTaken(brand.id, names, tx);
        if (taken.length) {
          throw new DomainError('invalid_input', { message: `routed to another brand already: ${taken.join(', ')}` });
        }
        const before = (await repo.freshDomains(brand.id, tx)).map((d) => ({
          domain: d.domain,
          siteType: d.siteType,
          isMain: d.isMain,
        }));
        await repo.replaceDomains(brand.id, input.domains, tx);
        return {
          patch: { mainDomain: main[0].domain },
          before: { domains: before },
          after: { domains: input.domains },
        };
      });
    },

    /** Resources (spec 3 "Resource entry": one per type) and the customer-service widget's entries. */
    links(by: BrandChanger, raw: Input<'brandLinks'>) {
      const input = parse('brandLinks', raw);
      return change(by, 'brandLinks', input.brand, async () => {
        const patch: Patch = {};
        if (input.resources) {
          const types = input.resources.map((r) => r.resourceType);
          if (new Set(types).size !== types.length) {
            throw new DomainError('invalid_input', { message: 'one resource per type' });
          }
          patch.resources = input.resources;
        }
        if (input.customerService) patch.customerService = input.customerService;
        return { patch };
      });
    },
  };
}

export type BrandService = ReturnType<typeof createBrandService>;
