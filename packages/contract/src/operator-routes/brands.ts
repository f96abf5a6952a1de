import { z } from 'zod';
import { text } from '../inputs.js';
import { LANGUAGE_CODES } from '../languages.js';
import { operatorRoute } from '../operator-route-def.js';
import { paged, pageQuery } from '../schemas.js';
import { WHITELABEL_FLAGS } from '../whitelabel.js';

const brandCode = text().trim().min(1).max(32);
/** A moment with its offset (ISO 8601), read by the shared text rule first. */
const dateTime = text()
  .max(40)
  .pipe(z.iso.datetime({ offset: true }));

/** A two-letter ISO 3166-1 country code (upper case), one the runtime's region names know. */
export function isCountryCode(value: string): boolean {
  if (!/^[A-Z]{2}$/.test(value)) return false;
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(value);
    return name !== undefined && name !== value;
  } catch {
    return false;
  }
}

/** An IANA time zone the runtime knows (Asia/Dhaka, America/Sao_Paulo, UTC). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
const timeZone = text().trim().refine(isTimeZone, { message: 'not_a_time_zone' });

const country = text()
  .trim()
  .transform((c) => c.toUpperCase())
  .refine(isCountryCode, { message: 'not_a_country_code' });
/** A client address or a CIDR range, IPv4 or IPv6 (spec 4 status 2). */
const ipRule = text()
  .max(64)
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]));
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A host a request names: a DNS name (any case, kept lower case), or an IPv6 address in brackets. */
export function isHost(value: string): boolean {
  if (value.startsWith('[') && value.endsWith(']')) return z.ipv6().safeParse(value.slice(1, -1)).success;
  return HOSTNAME.test(value);
}
const hostname = text().trim().toLowerCase().max(253).refine(isHost, { message: 'not_a_hostname' });
/** Links the site opens for visitors: web pages, Telegram and e-mail only (never javascript: or data:). */
export function isLinkUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return true;
  return (url.protocol === 'tg:' || url.protocol === 'mailto:') && /[^/]/.test(raw.slice(url.protocol.length));
}
const linkUrl = text().trim().min(1).max(500).refine(isLinkUrl, { message: 'not_a_link' });
/** A resource or service type: upper-case letters, digits, '-' and '_' (FACEBOOK, TELEGRAM-1, APP_IOS). */
const typeName = text()
  .trim()
  .transform((t) => t.toUpperCase())
  .pipe(z.string().regex(/^[A-Z][A-Z0-9_-]{0,31}$/));
const language = z.enum(LANGUAGE_CODES);
/** A provider's public client id (Google OAuth client id, Facebook app id): no spaces, no markup. */
const socialId = text()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._-]+$/);
const amount = z.number().min(0).max(100_000_000);
const whitelabel = z.object(
  Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    (typeof WHITELABEL_FLAGS)[number],
    z.ZodBoolean
  >,
);

export const domainRoute = z.object({ domain: hostname, siteType: z.enum(['member', 'agent']), isMain: z.boolean() });
export const resourceInput = z.object({
  resourceType: typeName,
  labelNameEn: text().trim().min(1).max(64),
  url: linkUrl,
});
export const serviceInput = z.object({ title: text().trim().min(1).max(64), type: typeName, url: linkUrl });

export const brandSummary = z.object({
  code: z.string(),
  name: z.string(),
  defaultLanguage: z.string(),
  /** In its maintenance window now. */
  maintenance: z.boolean(),
  blockedRules: z.number().int(),
  mainDomain: z.string(),
});

export const brandDetail = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  whitelabel: z.record(z.string(), z.boolean()),
  maintenance: z.boolean(),
  maintenanceFrom: z.string().nullable(),
  maintenanceUntil: z.string().nullable(),
  blockedIps: z.array(z.string()),
  blockedCountries: z.array(z.string()),
  domains: z.array(z.object({ domain: z.string(), siteType: z.enum(['member', 'agent']), isMain: z.boolean() })),
  resources: z.array(z.object({ resourceType: z.string(), labelNameEn: z.string(), url: z.string() })),
  customerService: z.array(z.object({ title: z.string(), type: z.string(), url: z.string() })),
  /** Operator credits and debits above this wait for a second operator (maker-checker). */
  approvalThreshold: z.number(),
  /** One operator's own credits (or debits) to one member within this many hours count toward the threshold. */
  approvalWindowHours: z.number().int(),
  /** Play money a new free-play member starts with. */
  demoBalance: z.number(),
  /** The brand's IANA time zone: reports count days from its midnight. */
  timeZone: z.string(),
  /** Transfers between members (member centre transferUpline): per transfer, and per member and day. */
  transferLimits: z.object({ min: z.number(), max: z.number(), daily: z.number() }),
  /** Social sign-in offered on the player site: the brand's own client ids (null = not offered). */
  social: z.object({ googleClientId: z.string().nullable(), facebookAppId: z.string().nullable() }),
  updatedAt: z.string(),
});

const brandChange = <Req extends z.ZodType>(path: string, summary: string, request: Req) =>
  operatorRoute({
    method: 'POST',
    path,
    auth: 'operator',
    capability: 'brands.manage',
    brandScoped: true,
    audited: true,
    tier: 'write',
    area: 'brands',
    summary,
    request,
    response: brandDetail,
  });

export const operatorBrandRoutes = {
  brandList: operatorRoute({
    method: 'GET',
    path: '/console/api/brands',
    auth: 'operator',
    capability: 'brands.read',
    // Lists only the brands in the operator's scope.
    brandScoped: false,
    audited: false,
    tier: 'read',
    area: 'brands',
    summary: "The brands in the operator's scope (code or name containing `search`), by code",
    request: pageQuery.extend({ search: text().trim().max(64).optional() }),
    response: paged(brandSummary).extend({ total: z.number().int() }),
  }),
  brandDetail: operatorRoute({
    method: 'GET',
    path: '/console/api/brands/detail',
    auth: 'operator',
    capability: 'brands.read',
    brandScoped: true,
    audited: false,
    tier: 'read',
    area: 'brands',
    summary: 'What the player site reads from the brand: flags, languages, maintenance, region blocks, domains, links',
    request: z.object({ brand: brandCode }),
    response: brandDetail,
  }),
  brandSettings: brandChange(
    '/console/api/brands/settings',
    'The whitelabel flags (spec 3), languages offered, time zone, approval threshold and window, demo balance, transfer limits and social sign-in ids',
    z
      .object({
        brand: brandCode,
        whitelabel: whitelabel.partial().optional(),
        languages: z.array(language).min(1).max(30).optional(),
        defaultLanguage: language.optional(),
        approvalThreshold: amount.optional(),
        approvalWindowHours: z.number().int().min(1).max(720).optional(),
        demoBalance: amount.optional(),
        timeZone: timeZone.optional(),
        transferLimits: z
          .object({ min: amount, max: amount, daily: amount })
          .refine((l) => l.min <= l.max && l.max <= l.daily, {
            message: 'min <= max <= daily',
            path: ['max'],
          })
          .optional(),
        /** Social sign-in client ids; null stops offering that provider. */
        social: z
          .object({ googleClientId: socialId.nullable().optional(), facebookAppId: socialId.nullable().optional() })
          .optional(),
      })
      .refine((v) => !v.languages || !v.defaultLanguage || v.languages.includes(v.defaultLanguage), {
        message: 'the default language is one of the languages offered',
        path: ['defaultLanguage'],
      }),
  ),
  brandMaintenance: brandChange(
    '/console/api/brands/maintenance',
    'Puts the brand in maintenance (spec 4 status 1: the player site answers 503) from `from` (now) until `until` (cleared), or ends it',
    z
      .object({
        brand: brandCode,
        on: z.boolean(),
        from: dateTime.optional(),
        until: dateTime.nullable().optional(),
      })
      .refine((v) => !v.from || !v.until || Date.parse(v.until) > Date.parse(v.from), {
        message: 'the end is after the start',
        path: ['until'],
      }),
  ),
  brandRegion: brandChange(
    '/console/api/brands/region',
    'Replaces the region block lists (spec 4 status 2): client IPs or CIDR ranges, and ISO country codes',
    z.object({
      brand: brandCode,
      blockedIps: z.array(ipRule).max(500),
      blockedCountries: z.array(country).max(250),
    }),
  ),
  brandDomains: brandChange(
    '/console/api/brands/domains',
    "Replaces the brand's domain routes (which host serves its player or agent site); one main domain",
    z.object({ brand: brandCode, domains: z.array(domainRoute).min(1).max(50) }),
  ),
  brandLinks: brandChange(
    '/console/api/brands/links',
    "Replaces the brand's resources (social links, app downloads), its customer-service entries, or both",
    z.object({
      brand: brandCode,
      /** Omitted: unchanged. */
      resources: z.array(resourceInput).max(30).optional(),
      customerService: z.array(serviceInput).max(30).optional(),
    }),
  ),
};
