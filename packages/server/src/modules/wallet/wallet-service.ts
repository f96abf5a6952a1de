import { MAX_AMOUNT } from '@wl/contract/constants';
import type { AppDeps } from '../../deps.js';
import type { MemberActor } from '../../domain/actor.js';
import type { Brand } from '../../domain/brand.js';
import { dayRange } from '../../domain/day-range.js';
import { pageCount, pageOf } from '../../domain/paging.js';
import { fromUnits, toUnits, unitsOf } from '../../ledger/amounts.js';
import { POSTING_KINDS, walletCollect, walletTransfer } from '../../ledger/postings.js';
import { DomainError } from '../../lib/errors.js';
import { LOTTERY_KINDS, transactionSourceOf } from './transaction-source.js';
import { createWalletRepo } from './wallet-repo.js';

const MAIN = 'MAIN';
const vendorCode = (vendor: string) => `vendor:${vendor}`;

/** Consolidated-contract flags of spec 3 (0 = nothing pending); the agent contracts (not built yet) will set them. */
const CONTRACT_FLAGS = [
  'dailysalreqtype',
  'divtypereq',
  'contracthoursalreq',
  'realtimesalreqtype',
  'contractmrdailysalinfotype',
  'contracthoursalinfo',
  'dailysalinfotype',
  'divtypeinfo',
] as const;

/** One kind, or several separated by commas (the member centre's bonus details: bonus,rebate,...). */
function kindsOf(type: string | undefined): string[] | null {
  const kinds = (type ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return kinds.length > 0 ? kinds : null;
}

export function createWalletService(deps: Pick<AppDeps, 'database' | 'ledger'>) {
  const repo = createWalletRepo(deps.database.db);
  async function wallets(brand: Brand, memberId: number) {
    const accounts = await deps.ledger.accountsOf(brand.id, memberId);
    const byCode = new Map(accounts.map((a) => [a.code, a.balance]));
    return {
      main: byCode.get('main') ?? 0,
      vendors: brand.singleWallet
        ? []
        : brand.walletVendors.map((vendor) => ({ vendor, balance: fromUnits(byCode.get(vendorCode(vendor)) ?? 0) })),
    };
  }

  return {
    async balance(actor: MemberActor) {
      const m = actor.member;
      return {
        balance: fromUnits(await deps.ledger.balance(actor.brand.id, m.id)),
        currencySymbol: actor.brand.currencySymbol,
      };
    },

    async consolidated(actor: MemberActor) {
      const m = actor.member;
      const w = await wallets(actor.brand, m.id);
      const total = w.main + w.vendors.reduce((sum, v) => sum + toUnits(v.balance), 0);
      return {
        balance: fromUnits(w.main),
        totalBalance: fromUnits(total),
        currencySymbol: actor.brand.currencySymbol,
        wallets: w.vendors,
        // Spec 6: AGENTPOLICY3 enables the consolidated contract data for non-trial users.
        ...(actor.brand.whitelabel.AGENTPOLICY3
          ? { contracts: Object.fromEntries(CONTRACT_FLAGS.map((f) => [f, 0])) }
          : {}),
      };
    },

    /**
     * Moves money between the main wallet and a vendor wallet, or collects every vendor wallet back into the main
     * one, in one ledger transfer under the caller's idempotency key.
     */
    async transfer(
      actor: MemberActor,
      input: {
        from: string;
        to: string;
        amount?: number | undefined;
        collectAll?: boolean | undefined;
        idempotencyKey: string;
      },
    ) {
      const m = actor.member;
      const brand = actor.brand;
      if (brand.singleWallet) throw new DomainError('function_not_enabled');
      const code = (wallet: string) => (wallet === MAIN ? 'main' : vendorCode(wallet));
      if (input.collectAll) {
        const w = await wallets(brand, m.id);
        const full = w.vendors.filter((v) => v.balance > 0);
        if (full.length > 0) {
          await deps.ledger.transfer(
            walletCollect({
              brandId: brand.id,
              memberId: m.id,
              key: input.idempotencyKey,
              wallets: full.map((v) => ({ code: vendorCode(v.vendor), amount: toUnits(v.balance) })),
            }),
          );
        }
      } else {
        const known = new Set([MAIN, ...brand.walletVendors]);
        if (
          !known.has(input.from) ||
          !known.has(input.to) ||
          input.from === input.to ||
          ![input.from, input.to].includes(MAIN)
        ) {
          throw new DomainError('invalid_input', {
            details: [{ path: 'to', message: 'one side is MAIN, the other a vendor' }],
          });
        }
        const units = unitsOf(input.amount ?? 0);
        if (units === null) {
          throw new DomainError('invalid_input', {
            details: [{ path: 'amount', message: `a positive amount up to ${MAX_AMOUNT}, 4 decimals at most` }],
          });
        }
        await deps.ledger.transfer(
          walletTransfer({
            brandId: brand.id,
            memberId: m.id,
            key: input.idempotencyKey,
            from: code(input.from),
            to: code(input.to),
            amount: units,
          }),
        );
      }
      const w = await wallets(brand, m.id);
      return { balance: fromUnits(w.main), wallets: w.vendors };
    },

    /**
     * The member's own ledger entries, newest first, paged and filtered by day range and kind (spec 7), each with
     * what caused it (`source`: the bet, the cashier order, the operator's adjustment...).
     */
    async transactions(
      actor: MemberActor,
      input: {
        pageNo: number;
        pageSize?: number | undefined;
        startDate?: string | undefined;
        endDate?: string | undefined;
        type?: string | undefined;
      },
    ) {
      const m = actor.member;
      const page = pageOf(input);
      // The brand's days, the end day included.
      const days = dayRange(
        actor.brand,
        { from: input.startDate, to: input.endDate },
        { from: 'startDate', to: 'endDate' },
      );
      const filter = {
        brandId: actor.brand.id,
        memberId: m.id,
        from: days.start,
        before: days.end,
        kinds: kindsOf(input.type),
      };
      const rows = await repo.entries(filter, page.limit, page.offset);
      const n = await repo.countEntries(filter);
      const games = rows
        .filter((r) => r.kind === POSTING_KINDS.game || r.kind === POSTING_KINDS.gameRollback)
        .map((r) => r.transferId);
      const betOf = await repo.betsOfTransfers(actor.brand.id, [...new Set(games)]);
      const lotteries = rows.filter((r) => LOTTERY_KINDS.has(r.kind)).map((r) => r.transferId);
      const lotteryOf = await repo.lotteryBetsOfTransfers(actor.brand.id, m.id, [...new Set(lotteries)]);
      return {
        content: rows.map((r) => ({
          id: r.id,
          time: r.createdAt.toISOString(),
          type: r.kind,
          reason: r.reason,
          wallet: r.code === 'main' ? MAIN : r.code.replace(/^vendor:/, ''),
          amount: fromUnits(r.amount),
          balanceAfter: fromUnits(r.balanceAfter),
          source: transactionSourceOf(
            r.kind,
            r.metadata,
            betOf.get(r.transferId),
            r.amount,
            lotteryOf.get(r.transferId),
          ),
        })),
        pageNum: page.pageNum,
        totalPages: pageCount(n, page.size, { minPages: 1 }),
        total: n,
      };
    },

    async merchantWallet(actor: MemberActor) {
      return { isSingle: actor.brand.singleWallet ? (1 as const) : (0 as const) };
    },
  };
}
