import { z } from 'zod';
import { CONSTANTS, CONTENT_SECTIONS } from '../constants.js';
import { id, int, money, text } from '../inputs.js';
import { route } from '../route-def.js';
import { announcement, anything, empty, languageCode, vendorWallet, winner } from '../schemas.js';

/** Spec 7 "Wallet and home". */

const contractAction = z.object({
  action: z.enum(['accept', 'reject', 'terminate', 'request', 'terminationRequest']),
  contractId: id().optional(),
  downlineId: id().optional(),
  rate: z.number().min(0).max(100).optional(),
});

const relayAction = (path: string, summary: string, area: 'agent' | 'promotion', request: z.ZodType = anything) =>
  route({
    method: 'POST',
    path,
    auth: 'token',
    encrypted: false,
    tier: 'write',
    area,
    summary,
    request,
    response: anything,
  });

export const walletRoutes = {
  balance: route({
    trial: true,
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'wallet',
    summary: "The member's balance",
    request: empty,
    response: z.object({ balance: z.number(), currencySymbol: z.string() }),
  }),
  walletTransfer: route({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'token',
    encrypted: false,
    tier: 'write',
    area: 'wallet',
    summary: 'Move money between the main wallet and a vendor wallet, or collect all back',
    request: z.object({
      from: text().max(50),
      to: text().max(50),
      amount: money().optional(),
      collectAll: z.boolean().optional(),
      idempotencyKey: text().min(8).max(100),
    }),
    response: z.object({ balance: z.number(), wallets: z.array(vendorWallet) }),
  }),
  merchantWallet: route({
    trial: true,
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'wallet',
    summary: 'Whether the brand uses a single wallet (isSingle 1) or a wallet per vendor',
    request: empty,
    response: z.object({ isSingle: z.union([z.literal(0), z.literal(1)]) }),
  }),
  consolidatedFunds: route({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'wallet',
    summary: 'Consolidated funds and the contract flags of spec 3',
    request: empty,
    response: z.object({
      balance: z.number(),
      totalBalance: z.number(),
      currencySymbol: z.string(),
      wallets: z.array(vendorWallet),
      /** Spec 3 consolidated-contract flags (0 = nothing pending), with AGENTPOLICY3 only. */
      contracts: z.record(z.string(), z.number().int()).optional(),
    }),
  }),
  dividendRequest: relayAction(
    '/wps/relay/MCS2_processDividendReq',
    'Dividend contract action',
    'agent',
    contractAction,
  ),
  dailySalary: relayAction(
    '/wps/relay/MCS2_processDailySalContract',
    'Daily salary contract action',
    'agent',
    contractAction,
  ),
  hourlySalary: relayAction(
    '/wps/relay/MCS2_processContractHourSalary',
    'Hourly salary contract action',
    'agent',
    contractAction,
  ),
  realtimeSalary: relayAction(
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
    'Real-time salary contract action',
    'agent',
    contractAction,
  ),
  promotionJoin: relayAction('/wps/relay/MCSFE_signUpPromotionJoin', 'Join a sign-up promotion', 'promotion'),
  promotionRequestReward: relayAction(
    '/wps/relay/MCSFE_signUpRequestReward',
    'Request the reward of a sign-up promotion',
    'promotion',
  ),
  raffleClaim: relayAction('/wps/relay/MCS2_claimRafflePromotion', 'Claim a raffle promotion prize', 'promotion'),
  winnerBoard: route({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    auth: 'public',
    encrypted: false,
    tier: 'read',
    area: 'home',
    summary: 'The latest big wins',
    request: z.object({
      gameCategory: text().max(50).default('ALL'),
      limitNum: int(1).max(100).default(CONSTANTS.winnersLimit),
      language: languageCode.optional(),
    }),
    response: z.array(z.object({ vo: winner })),
  }),
  announcements: route({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    auth: 'public',
    encrypted: false,
    tier: 'read',
    area: 'home',
    summary: 'Banners, player notices, popups and promotions',
    request: z.object({
      types: text().max(100).default(CONSTANTS.announcementTypes.join(',')),
      platform: z.literal('W').default('W'),
      execution: z.enum(['A', 'B', 'F']).optional(),
      language: languageCode.optional(),
    }),
    response: z.object({
      banners: z.array(
        z.object({
          groupName: z.string(),
          url: z.string(),
          linkageType: z.string().nullable(),
          target: z.string().nullable(),
        }),
      ),
      player: z.array(announcement),
      popup: z.array(announcement),
      promotion: z.array(announcement),
    }),
  }),
  unreadCount: route({
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'home',
    summary: 'Unread message count',
    request: empty,
    response: z.object({ unreadMessage: z.number().int() }),
  }),
  feedback: route({
    method: 'PUT',
    path: '/wps/feedback',
    auth: 'public',
    encrypted: false,
    tier: 'write',
    area: 'home',
    summary: 'Send feedback with up to 3 images',
    bodyLimit: 24 * 1024 * 1024,
    request: z.object({
      content: text().trim().min(1).max(CONSTANTS.feedbackMaxLength),
      /** data: URLs of png or jpg images, 5 MB each at most (spec 5). */
      images: z.array(text().max(7_000_000)).max(CONSTANTS.uploads.maxFiles).optional(),
    }),
    response: z.object({ id: z.number().int() }),
  }),
  helpCenter: route({
    method: 'GET',
    path: '/wps/system/helpCenter',
    auth: 'public',
    encrypted: false,
    tier: 'read',
    area: 'home',
    summary: 'Help-centre articles',
    request: z.object({
      lang: languageCode.optional(),
      device: z.literal('WEB').default('WEB'),
      /**
       * Added field: the same articles feed the other content pages of spec 2 (/sponsor, /description and the
       * download page's install guides); the spec's call (no section) reads the help centre.
       */
      section: z.enum(CONTENT_SECTIONS).default('help'),
    }),
    response: z.array(z.object({ id: z.number().int(), anchor: z.string(), title: z.string(), content: z.string() })),
  }),
};
