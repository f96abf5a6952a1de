import type { ContentSection } from '@wl/contract/constants';
import type { BetStatus, GameKind } from '@wl/contract/game-kinds';
import type { MessageParams, SystemMessageCategory } from '@wl/contract/routes/messages';
import type { RegisterFieldRule, ResourceEntry } from '@wl/contract/schemas';
import type { WhitelabelValues } from '@wl/contract/whitelabel';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
  /** Vendors that keep a wallet of their own where the brand is not single-wallet (GCS_walletTransfer). */
  walletVendors: text('wallet_vendors').array().notNull().default(sql`'{}'::text[]`),
  /** Types of ordinary members (players); with agentTypes and trialTypes these may log in (spec 6 member_no_enter). */
  memberTypes: integer('member_types').array().notNull().default(sql`'{0}'::integer[]`),
  /** SMS codes live this long; the web counts 60 s per minute before allowing a resend (spec 4). */
  smsExpiredMinutes: integer('sms_expired_minutes').notNull().default(5),
  smsDailyQuota: integer('sms_daily_quota').notNull().default(1000),
  /** With PWDEXPFORCECHANGE3: a password older than this must be changed after login. */
  passwordMaxAgeDays: integer('password_max_age_days').notNull().default(90),
  /** Play money a new free-play (trial) member starts with, in 0.0001 units. */
  demoBalance: bigint('demo_balance', { mode: 'number' }).notNull().default(20_000_000),
  /** Dialing codes offered for mobile numbers. */
  countries: jsonb('countries').$type<{ countryCode: string; countryDialingCode: string }[]>().notNull().default([]),
  /** Social sign-in: the brand's client ids; absent = not offered. */
  social: jsonb('social')
    .$type<{ google?: { clientId: string }; facebook?: { appId: string } }>()
    .notNull()
    .default({}),
  /** Maintenance window (spec 4 status 1): in maintenance when from <= now and (until is null or now < until). */
  maintenanceFrom: timestamp('maintenance_from', { withTimezone: true }),
  maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
  /** Region restriction (spec 4 status 2): client IPs or CIDR ranges, and ISO country codes. */
  blockedIps: text('blocked_ips').array().notNull().default(sql`'{}'::text[]`),
  blockedCountries: text('blocked_countries').array().notNull().default(sql`'{}'::text[]`),
  /** The brand's IANA time zone: its reports' days run from local midnight to local midnight. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Operator credits and debits above this (0.0001 units; 1000 by default) wait for a second operator. */
  approvalThreshold: bigint('approval_threshold', { mode: 'number' }).notNull().default(10_000_000),
  /**
   * What one operator credited (or debited) to one member on their own say within this many hours counts toward
   * the threshold (modules/approvals/maker-checker.ts), so a credit cannot be split under it.
   */
  approvalWindowHours: integer('approval_window_hours').notNull().default(24),
  /**
   * Transfers between members (member centre transferUpline, agents to downlines), 0.0001 units: each transfer's
   * minimum and maximum, and what one member may send in a day of the brand's time zone.
   */
  transferMinAmount: bigint('transfer_min_amount', { mode: 'number' }).notNull().default(100_000),
  transferMaxAmount: bigint('transfer_max_amount', { mode: 'number' }).notNull().default(500_000_000),
  transferDailyAmount: bigint('transfer_daily_amount', { mode: 'number' }).notNull().default(2_000_000_000),
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
    /** Stored as typed; unique per brand without regard to case. */
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    type: integer('type').notNull(),
    /** argon2id (m=19456 KiB, t=2, p=1); null for members without a password (trial, social, SMS-only). */
    passwordHash: text('password_hash'),
    paymentPasswordHash: text('payment_password_hash'),
    countryDialingCode: text('country_dialing_code'),
    mobile: text('mobile'),
    email: text('email'),
    /** Optional profile fields of registration and the member centre (payeeName, line, whatsapp...). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    uplineId: integer('upline_id'),
    /** An agent's own code that new members register with (spec 5 affiliate code). */
    affiliateCode: text('affiliate_code'),
    /** Every member's own code for the referral programme. */
    referralCode: text('referral_code').notNull(),
    referredById: integer('referred_by_id'),
    registerUrl: text('register_url'),
    registerMethod: text('register_method'),
    registerDomain: text('register_domain'),
    registerIp: text('register_ip'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Set for accounts given the default password: the next login must change it (spec 4). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Locked by an operator: no login until unlocked. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    googleSub: text('google_sub'),
    facebookSub: text('facebook_sub'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_brand_account').on(t.brandId, sql`lower(${t.account})`),
    uniqueIndex('members_brand_mobile')
      .on(t.brandId, t.countryDialingCode, t.mobile)
      .where(sql`${t.mobile} is not null`),
    uniqueIndex('members_brand_affiliate').on(t.brandId, t.affiliateCode).where(sql`${t.affiliateCode} is not null`),
    uniqueIndex('members_brand_referral').on(t.brandId, t.referralCode),
    uniqueIndex('members_brand_google').on(t.brandId, t.googleSub).where(sql`${t.googleSub} is not null`),
    uniqueIndex('members_brand_facebook').on(t.brandId, t.facebookSub).where(sql`${t.facebookSub} is not null`),
    index('members_email').on(t.brandId, sql`lower(${t.email})`),
  ],
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
    /** username, sms, freeplay, register, reset, google, facebook */
    loginType: text('login_type').notNull().default('username'),
    /** Until the password is changed, this session may only change it, read member info and log out. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    ip: text('ip'),
    /** The browser's User-Agent at login (the member centre's login history names the device by it). */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_member').on(t.memberId)],
);

/** Captchas: the answer's hash, single use, short expiry; bound to the browser by an HttpOnly cookie. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** SMS verification codes: hashed, bound to purpose and number, single use, limited attempts. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    purpose: text('purpose').$type<'nologin' | 'register' | 'bind'>().notNull(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_number').on(t.brandId, t.purpose, t.countryDialingCode, t.mobile, t.createdAt),
    index('verification_codes_ip').on(t.ip, t.createdAt),
  ],
);

/** Failed logins per account and per client IP: past a threshold, a captcha is required (spec 4). */
export const loginFailures = pgTable(
  'login_failures',
  {
    brandId: integer('brand_id').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.key] })],
);

/** Messages to members (SMS, e-mail) as the built-in providers keep them; operators read them with the CLI. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient').on(t.channel, t.recipient, t.createdAt)],
);

/** Forgot-password e-mail tokens (hashed), single use, short expiry. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Random strings already used for free play: a replayed one is refused. */
export const freePlayNonces = pgTable('free_play_nonces', {
  nonceHash: text('nonce_hash').primaryKey(),
  createdAt: createdAt(),
});

/** RSA keys for encrypted payloads; shared by every server instance through the database. */
export const serverKeys = pgTable('server_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/**
 * Ledger accounts (design.md "Money"): a member's main wallet and per-vendor wallets, and the brand's house
 * accounts (cash in, cash out, game, bonus...). Balances are integers in 0.0001 units. Member accounts can never
 * go negative: the database refuses it too.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id').references(() => members.id),
    /** 'main', 'vendor:<code>' for members; the house account's name for house accounts. */
    code: text('code').notNull(),
    kind: text('kind').$type<'member' | 'house'>().notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member').on(t.brandId, t.memberId, t.code).where(sql`${t.memberId} is not null`),
    uniqueIndex('ledger_accounts_house').on(t.brandId, t.code).where(sql`${t.memberId} is null`),
    check('ledger_accounts_member_not_negative', sql`${t.kind} = 'house' or ${t.balance} >= 0`),
    check('ledger_accounts_owner', sql`(${t.kind} = 'member') = (${t.memberId} is not null)`),
  ],
);

/** One movement of money: balanced entries, applied once per idempotency key. Never updated or deleted. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request: the same key with other input is a conflict. */
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    reason: text('reason'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transfers_key').on(t.brandId, t.idempotencyKey)],
);

/** The legs of a transfer, with the balance each left behind. Never updated or deleted. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_account').on(t.accountId, t.id), index('ledger_entries_transfer').on(t.transferId)],
);

/** Game vendors of a brand (glossary "vassalage"): in-house BGS, or third parties once an adapter is configured. */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Spec 3 card accountTypeName; cockfight types move sports cards to COCKFIGHT (spec 4). */
    accountTypeName: text('account_type_name').notNull(),
    /** The categories (game types) it serves: RNG, FISH, PVP, LIVE, SPORTS, ESPORTS, COCKFIGHT, LOTT... */
    gameTypes: text('game_types').array().notNull(),
    /** 'VASSALAGE': the vendor opens a popup game list instead of one game (spec 3). */
    isGame: text('is_game'),
    /** Which adapter launches its games: 'in-house' or 'http' (design.md "Games and vendors"). */
    adapter: text('adapter').notNull(),
    adapterConfig: jsonb('adapter_config').$type<Record<string, unknown>>().notNull().default({}),
    iconUrl: text('icon_url'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('game_vendors_brand_code').on(t.brandId, t.code)],
);

/** Games of the catalogue (spec 3 "Game"); the id is the nodeId favourites and recent games refer to. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    iconUrl: text('icon_url'),
    isTop: boolean('is_top').notNull().default(false),
    /** 0 = the game offers a free demo (spec 3 supportPlay). */
    supportPlay: integer('support_play').notNull().default(1),
    hotRank: integer('hot_rank'),
    popularRank: integer('popular_rank'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('games_brand_vendor_code').on(t.brandId, t.vendorCode, t.gameCode),
    index('games_brand_type').on(t.brandId, t.gameType),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('recent_games_member').on(t.memberId, t.lastPlayedAt)],
);

/**
 * Launch sessions: what a launch URL carries (only the hash is kept). The game page trades it for the member, the
 * game and real or demo play; short-lived.
 */
export const gameSessions = pgTable('game_sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  memberId: integer('member_id').references(() => members.id),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id),
  demo: boolean('demo').notNull(),
  /** Play money of a demo session, in 0.0001 units: demo rounds never touch the ledger. */
  demoBalance: bigint('demo_balance', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The login it was launched from: it plays only while that login lives. */
  sessionId: bigint('session_id', { mode: 'number' }).references(() => sessions.id),
});

/** A member's seed pair per in-house game family (provably fair): the server seed is revealed on rotation. */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next round. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fair_seeds_active').on(t.memberId).where(sql`${t.revealedAt} is null`),
    index('fair_seeds_hash').on(t.serverSeedHash),
  ],
);

/** Rounds of in-house games: everything needed to verify them, and the ledger transfer that settled them. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    gameCode: text('game_code').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeeds.id),
    nonce: integer('nonce').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    /** 0.0001 units. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    multiplier: text('multiplier').notNull(),
    demo: boolean('demo').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_rounds_seed_nonce').on(t.seedId, t.nonce),
    index('game_rounds_member').on(t.memberId, t.id),
    index('game_rounds_wins').on(t.brandId, t.payout),
  ],
);

/** Live chat hosts (spec 1 "live chat models"): operator-managed; members chat with them in rooms on this server. */
export const liveModels = pgTable('live_models', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  name: text('name').notNull(),
  avatarUrl: text('avatar_url'),
  intro: text('intro').notNull().default(''),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  online: boolean('online').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** Tickets a chat room page joins with (only hashes kept): viewer (read only), member, or the host itself. */
export const chatTickets = pgTable('chat_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  brandId: integer('brand_id').notNull(),
  modelId: integer('model_id')
    .notNull()
    .references(() => liveModels.id),
  memberId: integer('member_id').references(() => members.id),
  /** A member's ticket lives only as long as the login it was launched from (null: a visitor's or the host's). */
  sessionId: bigint('session_id', { mode: 'number' }).references(() => sessions.id, { onDelete: 'cascade' }),
  role: text('role').$type<'viewer' | 'member' | 'model'>().notNull(),
  name: text('name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => liveModels.id),
    memberId: integer('member_id').references(() => members.id),
    author: text('author').notNull(),
    role: text('role').$type<'member' | 'model'>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_model').on(t.modelId, t.id)],
);

/** Banners per brand and language (spec 3 "Banner item"): groups w_home, w_login, w_register, w_forget. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  /** A spec language code, or null for every language. */
  language: text('language'),
  groupName: text('group_name').notNull(),
  imageUrl: text('image_url').notNull(),
  /** url, promotion, game or none: what a click opens (spec 4 "clicking opens the linkage"). */
  linkageType: text('linkage_type').notNull().default('none'),
  target: text('target'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Notices and announcements (spec 3, 4): types PL player notices (marquee), PU popups (execution A logged in,
 * B anonymous, F first login), PR promotions, H announcements. Content is HTML, sanitised when stored.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    language: text('language'),
    type: text('type').notNull(),
    platform: text('platform').notNull().default('W'),
    execution: text('execution'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    promotionType: text('promotion_type'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_brand_type').on(t.brandId, t.type)],
);

/**
 * Help-centre articles (spec 7 helpCenter), addressable as /help#anchor. The section says which content page they
 * feed: the help centre, /sponsor, /description or the download page's install guides (spec 2).
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    section: text('section').$type<ContentSection>().notNull().default('help'),
    language: text('language'),
    anchor: text('anchor').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Switched off by an operator: the page does not show it. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('help_articles_brand_section').on(t.brandId, t.section)],
);

/** Feedback (spec 7 PUT /wps/feedback), kept for operators; images in feedback_images. */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: integer('member_id').references(() => members.id),
  content: text('content').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
  /** When an operator marked it handled (the console's feedback inbox), and who; null while open. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: text('handled_by'),
});

export const feedbackImages = pgTable('feedback_images', {
  id: serial('id').primaryKey(),
  feedbackId: integer('feedback_id')
    .notNull()
    .references(() => feedback.id),
  mime: text('mime').notNull(),
  data: text('data').notNull(),
});

/**
 * Messages to one member (the member centre's inbox, spec 2 messageV2; spec 7 CSP_unreadCount counts the unread
 * ones, with the brand's broadcasts of schema-messages.ts). A system message stores its category and params, not a
 * text (title and content are empty): the web writes it in the member's language. A personal message is an
 * operator's plain text. Deleting only hides it from the member.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'system' | 'personal'>().notNull().default('personal'),
    category: text('category').$type<SystemMessageCategory>(),
    params: jsonb('params').$type<MessageParams>(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The operator who wrote a personal message (`account`, or 'cli:<user>'). */
    sentBy: text('sent_by'),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_messages_member').on(t.memberId, t.readAt),
    index('member_messages_inbox').on(t.memberId, t.createdAt),
    check('member_messages_kind', sql`${t.kind} in ('system', 'personal')`),
    check('member_messages_category', sql`(${t.kind} = 'system') = (${t.category} is not null)`),
  ],
);

/**
 * Runs of scheduled jobs (src/jobs): one row per job and period, so each period runs once across every server
 * instance. A run that fails is retried until `attempts` reaches the job's limit; a run whose instance died is
 * noticed when its lease lapses. Operators read it with `npm run admin -- jobs`.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: text('job').notNull(),
    periodKey: text('period_key').notNull(),
    status: text('status').$type<'running' | 'ok' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** While running: the instance renews it; past it, the run is taken as dead and may be retried. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When failed: the earliest time of the next attempt (bounded backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A short message, never a stack or query parameters. */
    error: text('error'),
    /** What the run reports (rows deleted, bets settled...). */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('job_runs_period').on(t.job, t.periodKey),
    check('job_runs_status', sql`${t.status} in ('running', 'ok', 'failed')`),
  ],
);

/** GAME_KINDS of the contract, written out: drizzle-kit loads this file without the contract's code. */
const gameKindCheck = (column: unknown) =>
  sql`${column} in ('LOTT', 'ELOTT', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT')`;

/**
 * One row per wager from any source (design.md "Bets and turnover"): an in-house round, a vendor's round, a
 * lottery bet. Written in the same transaction as the money it moved; amounts in 0.0001 units; profit is the
 * member's (payout - stake) once settled. Demo and trial play never has a row.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameKind: text('game_kind').$type<GameKind>().notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    validTurnover: bigint('valid_turnover', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    profit: bigint('profit', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<BetStatus>().notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    /** When it was settled or cancelled. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** What the bet records: 'in_house_round' (ref: the round id), 'vendor_round' (ref: '<vendor>:<round id>')... */
    sourceKind: text('source_kind').notNull(),
    sourceRef: text('source_ref').notNull(),
  },
  (t) => [
    uniqueIndex('bets_source').on(t.brandId, t.sourceKind, t.sourceRef),
    index('bets_member_placed').on(t.memberId, t.placedAt, t.id),
    check('bets_status', sql`${t.status} in ('open', 'settled', 'cancelled')`),
    check('bets_game_kind', gameKindCheck(t.gameKind)),
    check('bets_amounts', sql`${t.stake} >= 0 and ${t.payout} >= 0 and ${t.validTurnover} >= 0`),
  ],
);

/**
 * Every call of a vendor's seamless wallet that was accepted (modules/vendors/seamless-wallet-service.ts), written in
 * the transaction of its ledger transfer. A rollback is recorded even when it found no debit, so that debit can never
 * come later.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    vendorCode: text('vendor_code').notNull(),
    txId: text('tx_id').notNull(),
    action: text('action').$type<'debit' | 'credit' | 'rollback'>().notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** 0.0001 units moved: taken by a debit, paid by a credit, given back by a rollback (0 when none). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_tx').on(t.brandId, t.vendorCode, t.action, t.txId),
    index('vendor_transactions_round').on(t.brandId, t.vendorCode, t.roundId),
    check('vendor_transactions_action', sql`${t.action} in ('debit', 'credit', 'rollback')`),
    check('vendor_transactions_amount', sql`${t.amount} >= 0`),
  ],
);
