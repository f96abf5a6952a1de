import { z } from 'zod';
import { id, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { paged, pageQuery } from '../schemas.js';

const brandCode = text().trim().min(1).max(32);

export const MEMBER_SORTS = ['newest', 'oldest', 'account', 'lastLogin'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export const memberRow = z.object({
  id: z.number().int(),
  brand: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  locked: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  createdAt: z.string(),
});

export const memberDetail = z.object({
  member: memberRow.extend({
    countryDialingCode: z.string().nullable(),
    lockedAt: z.string().nullable(),
    registerIp: z.string().nullable(),
    profile: z.record(z.string(), z.string()),
  }),
  /** Where the member sits in the team tree (agent-rules.md AG-TREE). */
  team: z.object({ upline: z.string().nullable(), directDownlines: z.number().int(), teamSize: z.number().int() }),
  wallets: z.array(z.object({ code: z.string(), balance: z.number() })),
  ledger: z.array(
    z.object({
      transferId: z.number().int(),
      kind: z.string(),
      reason: z.string().nullable(),
      wallet: z.string(),
      amount: z.number(),
      balanceAfter: z.number(),
      at: z.string(),
    }),
  ),
  bets: z.array(
    z.object({
      id: z.number().int(),
      gameKind: z.string(),
      vendor: z.string(),
      game: z.string(),
      stake: z.number(),
      payout: z.number(),
      status: z.string(),
      placedAt: z.string(),
    }),
  ),
  /** Every login (a session opened), newest first. */
  logins: z.array(z.object({ at: z.string(), ip: z.string().nullable(), loginType: z.string() })),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      ip: z.string().nullable(),
      loginType: z.string(),
    }),
  ),
});

/**
 * A member's security as the members desk sees it: which contacts were proven, the payment password (set or not, its
 * failed attempts and lock), and the bank cards and e-wallets they bound. Numbers only masked, never whole;
 * `sharedWith` names the brand's other members who bound the same account (a risk flag).
 */
export const memberSecurityFacts = z.object({
  mobile: z.object({ bound: z.boolean(), verified: z.boolean(), verifiedAt: z.string().nullable() }),
  email: z.object({ bound: z.boolean(), verified: z.boolean(), verifiedAt: z.string().nullable() }),
  paymentPassword: z.object({
    set: z.boolean(),
    /** Wrong payment passwords in a row. */
    failures: z.number().int(),
    /** While set and in the future, the payment password is refused (five wrong in a row). */
    lockedUntil: z.string().nullable(),
  }),
  /** The desk's lock of the account (no login until unlocked). */
  lockedAt: z.string().nullable(),
  payoutAccounts: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['bank', 'ewallet']),
      provider: z.string(),
      holderName: z.string(),
      /** The last four characters only: '**** 9010'. */
      maskedNumber: z.string(),
      branch: z.string().nullable(),
      createdAt: z.string(),
      sharedWith: z.array(z.object({ memberId: z.number().int(), account: z.string() })),
    }),
  ),
});
export type MemberSecurityFacts = z.infer<typeof memberSecurityFacts>;

const memberId = z.object({ memberId: id() });

const memberAction = <Req extends z.ZodObject>(path: string, summary: string, request: Req) =>
  operatorRoute({
    method: 'POST',
    path,
    auth: 'operator',
    capability: 'members.manage',
    brandScoped: true,
    audited: true,
    tier: 'write',
    area: 'members',
    summary,
    request,
    response: memberRow,
  });

export const operatorMemberRoutes = {
  memberSearch: operatorRoute({
    method: 'GET',
    path: '/console/api/members',
    auth: 'operator',
    capability: 'members.read',
    brandScoped: true,
    audited: false,
    tier: 'read',
    area: 'members',
    summary: "A brand's members by account, mobile, e-mail (each a prefix, any case) or an IP they logged in from",
    request: pageQuery.extend({
      brand: brandCode,
      account: text().trim().max(64).optional(),
      mobile: text().trim().max(32).optional(),
      email: text().trim().max(254).optional(),
      ip: text().trim().max(64).optional(),
      /** The order, on the server: newest (default), oldest, account (A to Z), lastLogin (latest first). */
      order: z.enum(MEMBER_SORTS).default('newest'),
    }),
    response: paged(memberRow).extend({ total: z.number().int() }),
  }),
  memberDetail: operatorRoute({
    method: 'GET',
    path: '/console/api/members/detail',
    auth: 'operator',
    capability: 'members.read',
    brandScoped: true,
    audited: false,
    tier: 'read',
    area: 'members',
    summary: "A member's profile, wallets, latest ledger entries and bets, login history and live sessions",
    request: z.object({ memberId: id() }),
    response: memberDetail,
  }),
  memberSecurity: operatorRoute({
    method: 'GET',
    path: '/console/api/members/security',
    auth: 'operator',
    capability: 'members.read',
    brandScoped: true,
    audited: false,
    tier: 'read',
    area: 'members',
    summary: "A member's verified contacts, payment password and lock, and bound payout accounts (masked)",
    request: memberId,
    response: memberSecurityFacts,
  }),
  memberLock: memberAction(
    '/console/api/members/lock',
    'Locks a member out: their sessions end and they cannot log in until unlocked',
    z.object({ memberId: id(), reason: text().trim().min(1).max(500) }),
  ),
  memberUnlock: memberAction('/console/api/members/unlock', 'Lets a locked member log in again', memberId),
  memberEndSessions: memberAction(
    '/console/api/members/end-sessions',
    "Ends every live session of the member's",
    memberId,
  ),
  memberSetRealName: memberAction(
    '/console/api/members/real-name',
    "Sets or corrects a member's real name (the member sets it only once; bank cards must be in this name)",
    z.object({ memberId: id(), realName: text().trim().min(2).max(50), reason: text().trim().min(1).max(500) }),
  ),
  /** AG-TREE-1: only an operator moves a member, always with its whole team; null makes it a direct member. */
  memberMoveTeam: operatorRoute({
    method: 'POST',
    path: '/console/api/members/move-team',
    auth: 'operator',
    capability: 'members.manage',
    brandScoped: true,
    audited: true,
    tier: 'write',
    area: 'members',
    summary: 'Moves a member with its whole team under another agent of the brand, or to the brand itself',
    request: z.object({
      memberId: id(),
      uplineAccount: text().trim().min(1).max(64).nullable(),
      reason: text().trim().min(1).max(500),
    }),
    response: z.object({
      memberId: z.number().int(),
      account: z.string(),
      upline: z.string().nullable(),
      teamSize: z.number().int(),
    }),
  }),
  memberForcePasswordChange: memberAction(
    '/console/api/members/force-password-change',
    'The member must change their password at the next login (their sessions end)',
    memberId,
  ),
};
