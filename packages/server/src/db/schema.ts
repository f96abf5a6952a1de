import type { RegisterFieldRule, ResourceEntry } from '@wl/contract/schemas';
import type { WhitelabelValues } from '@wl/contract/whitelabel';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A brand (merchant): one operator's site with its own domains, languages, flags and members (glossary). */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  /** merchantCode */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  defaultLanguage: text('default_language').notNull(),
  languages: text('languages').array().notNull(),
  whitelabel: jsonb('whitelabel').$type<WhitelabelValues>().notNull(),
  promotions: jsonb('promotions').$type<{ type: string; enabled: boolean }[]>().notNull().default([]),
  resources: jsonb('resources').$type<ResourceEntry[]>().notNull().default([]),
  customerService: jsonb('customer_service')
    .$type<{ title: string; type: string; url: string }[]>()
    .notNull()
    .default([]),
  registerRules: jsonb('register_rules').$type<RegisterFieldRule[]>().notNull().default([]),
  imageCdns: text('image_cdns').array().notNull().default(sql`'{}'::text[]`),
  launchGameCdns: text('launch_game_cdns').array().notNull().default(sql`'{}'::text[]`),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  agentTypes: integer('agent_types').array().notNull(),
  trialTypes: integer('trial_types').array().notNull(),
  mainDomain: text('main_domain').notNull(),
  gtagId: text('gtag_id'),
  platform: text('platform').notNull().default('WEB'),
  lotteryType: text('lottery_type').notNull().default('LOTT'),
  singleWallet: boolean('single_wallet').notNull().default(true),
  /** Maintenance window (spec 4 status 1): in maintenance when from <= now and (until is null or now < until). */
  maintenanceFrom: timestamp('maintenance_from', { withTimezone: true }),
  maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
  /** Region restriction (spec 4 status 2): client IPs or CIDR ranges, and ISO country codes. */
  blockedIps: text('blocked_ips').array().notNull().default(sql`'{}'::text[]`),
  blockedCountries: text('blocked_countries').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which host serves which brand, and whether it is the players' or the agents' site. */
export const domainRoutes = pgTable('domain_routes', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  domain: text('domain').notNull().unique(),
  siteType: text('site_type').$type<'member' | 'agent'>().notNull().default('member'),
  isMain: boolean('is_main').notNull().default(false),
});

/** Members of a brand: players, trial users and agents (type compared with the brand's lists, spec 3). */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    type: integer('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('members_brand_account').on(t.brandId, t.account)],
);

/** Sessions: only the SHA-256 of the token is stored; idle and absolute expiry. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member').on(t.memberId)],
);

/** RSA keys for encrypted payloads; shared by every server instance through the database. */
export const serverKeys = pgTable('server_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});
