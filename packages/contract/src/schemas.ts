import { z } from 'zod';
import { dateText, int, text } from './inputs.js';
import { LANGUAGE_CODES } from './languages.js';
import { WHITELABEL_FLAGS } from './whitelabel.js';

/** Entities of spec section 3 that several calls share. */

export const languageCode = z.enum(LANGUAGE_CODES);
/** A language code in a request, in any case (`en`, `pt-br`, as the TCG clients send it): read as the spec 1 code. */
export const languageParam = text()
  .transform((code) => code.toUpperCase())
  .pipe(languageCode);

export const resourceEntry = z.object({
  resourceType: z.string(),
  labelNameEn: z.string(),
  url: z.string(),
});
export type ResourceEntry = z.infer<typeof resourceEntry>;

export const whitelabelVal = z.object(
  Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    (typeof WHITELABEL_FLAGS)[number],
    z.ZodBoolean
  >,
);

export const registerFieldRule = z.object({
  field: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
  patternId: z.number().int().nullable(),
  acceptedPattern: z.string().nullable(),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRule>;

export const domainRouteEntry = z.object({
  domain: z.string(),
  /** member: the players' site; agent: the agents' site (agent login variant, /agentHome after login). */
  siteType: z.enum(['member', 'agent']),
  isMain: z.boolean(),
});
export type DomainRouteEntry = z.infer<typeof domainRouteEntry>;

export const customerService = z.object({ title: z.string(), type: z.string(), url: z.string() });

/** RSA public key (JWK) for encrypted payloads (design.md "The contract"). */
export const publicJwk = z.object({
  kty: z.literal('RSA'),
  n: z.string(),
  e: z.string(),
  kid: z.string(),
  alg: z.literal('RSA-OAEP-256'),
  use: z.literal('enc'),
});
export type PublicJwk = z.infer<typeof publicJwk>;

/** Permission/config response value (spec 3), answered by the status call. */
export const statusValue = z.object({
  /** 0 normal, 1 maintenance, 2 region restricted (spec 4); maintenance wins. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** ISO 8601 end of the maintenance window, or null when open-ended or not in maintenance. */
  maintenanceEnd: z.string().nullable(),
  currencySymbol: z.string(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  info: z.object({
    merchantCode: z.string(),
    brandName: z.string(),
    siteType: z.enum(['member', 'agent']),
    defaultLanguage: languageCode,
    languages: z.array(languageCode),
    domainRoute: z.array(domainRouteEntry),
    resources: z.array(resourceEntry),
    whitelabelVal,
    register: z.array(registerFieldRule),
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    agentTypes: z.array(z.number().int()),
    trialTypes: z.array(z.number().int()),
    customerService: z.array(customerService),
    platform: z.string(),
    lotteryType: z.string(),
    /** Social sign-in the brand offers, with the client ids the provider buttons need. */
    social: z.object({
      google: z.object({ clientId: z.string() }).nullable(),
      facebook: z.object({ appId: z.string() }).nullable(),
    }),
    publicKey: publicJwk,
  }),
});
export type StatusValue = z.infer<typeof statusValue>;

/** Login response value (spec 3). */
export const loginValue = z.object({
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  token: z.string(),
});

/** Member info (spec 3). */
export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  /** Added field: the member's own invitation code, for the invite link (spec 2 "invite entry", referral). */
  referralCode: z.string().optional(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const game = z.object({
  gameType: z.string(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  isTop: z.boolean(),
  iconUrl: z.string().nullable(),
  gameName: z.string(),
  displayName: z.string(),
  supportPlay: z.number().int(),
  gameCode: z.string(),
  isGame: z.string().nullable(),
  /** With a token: whether the member marked it a favourite. */
  favorite: z.boolean().optional(),
});
export type Game = z.infer<typeof game>;

/** Spec 3 "Game vendor category": a card is one vendor of the category. */
export const vendorCard = z.object({
  vassalage: z.string(),
  accountTypeName: z.string(),
  gameType: z.string(),
  name: z.string(),
  isGame: z.string().nullable(),
});
export type VendorCard = z.infer<typeof vendorCard>;

/** A category of the game menus with its vendors (spec 4 "Categories"). */
export const gameMenu = z.object({ title: z.string(), gameClassify: z.string(), cards: z.array(vendorCard) });
export type GameMenu = z.infer<typeof gameMenu>;

export const gameVendor = z.object({
  vassalage: z.string(),
  name: z.string(),
  accountTypeName: z.string(),
  gameTypes: z.array(z.string()),
  isGame: z.string().nullable(),
  iconUrl: z.string().nullable(),
});

/** A live chat host (spec 7 CBS_modelList). */
export const liveModel = z.object({
  id: z.number().int(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  intro: z.string(),
  tags: z.array(z.string()),
  online: z.boolean(),
});
export type LiveModel = z.infer<typeof liveModel>;

/** A wallet of a vendor beside the main one (brands without a single wallet). */
export const vendorWallet = z.object({ vendor: z.string(), balance: z.number() });

/**
 * What caused a ledger entry, from its transfer (spec 2 transactionHistory: each entry linked to its cause): `bet` a
 * game round's stake or payout (ref: the bet's id, the member's bet records open it), `deposit` and `withdrawal` a
 * cashier order (ref: its id), `adjustment` an operator's credit or debit (the entry's reason is their note), `reward`
 * a bonus, rebate, salary, dividend or points conversion (ref: its own reference), `wallet_transfer` between the
 * member's own wallets, `member_transfer` to or from another member, `lottery` a lottery stake, payout or refund or a
 * chase's hold or release (ref: the lottery bet, with its game). Ref is null when there is nothing to open (a demo
 * round has no bet).
 */
export const TRANSACTION_SOURCE_KINDS = [
  'bet',
  'deposit',
  'withdrawal',
  'adjustment',
  'reward',
  'wallet_transfer',
  'member_transfer',
  'lottery',
] as const;
export type TransactionSourceKind = (typeof TRANSACTION_SOURCE_KINDS)[number];
export const transactionSource = z.object({
  kind: z.enum(TRANSACTION_SOURCE_KINDS),
  ref: z.string().nullable(),
  /**
   * `lottery` (ref: the member's lottery bet; for a chase's hold or release, the chase's first bet): its game, as the
   * web routes it to /lottery, /seaLottery or /vnLottery (spec 2) and shows the bet in "my bets".
   */
  game: z.object({ gameCode: z.string(), family: z.string(), prizeMode: z.string() }).optional(),
});
export type TransactionSource = z.infer<typeof transactionSource>;

/** One ledger entry of the member's own wallets (spec 7 ODSFE2_MemTransDet). */
export const memberTransaction = z.object({
  id: z.number().int(),
  time: z.string(),
  /** The kind of movement (game, wallet_transfer, operator credit...). */
  type: z.string(),
  reason: z.string().nullable(),
  /** MAIN or the vendor code of the wallet it moved. */
  wallet: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  /** What caused it; null for movements with nothing to point at (free play money). */
  source: transactionSource.nullable(),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), pageNum: z.number().int(), totalPages: z.number().int() });

export const winner = z.object({
  customerName: z.string(),
  gameName: z.string(),
  iconUrl: z.string().nullable(),
  winAmount: z.number(),
});

export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  promotionType: z.string().nullable(),
  execution: z.enum(['A', 'B', 'F']).nullable(),
});
export type Announcement = z.infer<typeof announcement>;

/** Paging inputs arrive as query strings; coerce them. */
export const pageQuery = z.object({
  pageNo: int(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

/** A paged list over a day range (transaction details, redeem history). */
export const dateRange = pageQuery.extend({
  startDate: dateText().optional(),
  endDate: dateText().optional(),
  type: text().max(50).optional(),
});

/**
 * Open: the request or answer of a call whose feature is not built yet (it answers 501 not_available). A route
 * with a handler never answers this (the server refuses to start, server src/http/contract-routes.ts).
 */
export const anything = z.unknown();

/**
 * True when a schema leaves its value open at the top: it is, or its top-level object has a field that is,
 * `z.unknown()` / `z.any()` (through optional, nullable, default, union, array and pipe).
 */
export function isOpenSchema(schema: z.ZodType, depth = 0): boolean {
  const def = schema.def as unknown as { type: string } & Record<string, unknown>;
  const inner = (key: string) => isOpenSchema(def[key] as z.ZodType, depth);
  switch (def.type) {
    case 'unknown':
    case 'any':
      return true;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'array':
      return inner('element');
    case 'pipe':
      return inner('out');
    case 'union':
      return (def.options as z.ZodType[]).some((option) => isOpenSchema(option, depth));
    case 'object':
      return (
        depth === 0 && Object.values(def.shape as Record<string, z.ZodType>).some((field) => isOpenSchema(field, 1))
      );
    default:
      return false;
  }
}
export const empty = z.object({});
/** The value of calls that answer nothing but success. */
export const nothing = z.null();
