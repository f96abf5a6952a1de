import { z } from 'zod';
import { money, text } from '../inputs.js';
import { readRoute, route } from '../route-def.js';
import { dateRange, empty, memberTransaction, paged, vendorWallet } from '../schemas.js';

/** Spec 7 "Wallet and home": the member's balance, vendor wallets and the ledger entries behind them. */
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
  memberTransactions: readRoute(
    'points',
    '/wps/relay/ODSFE2_MemTransDet',
    "The member's transaction details, paged and by date range",
    'token',
    dateRange,
    paged(memberTransaction).extend({ total: z.number().int() }),
  ),
};
