import type { GameKind } from '@wl/contract/game-kinds';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { hourOf } from './turnover-windows.js';
import { createWageringRepo } from './wagering-repo.js';

/** The deposit turnover rule's requirement (design.md "Cashier"): one per member, every kind counts. */
export const DEPOSIT_REQUIREMENT = 'deposit';

/** Which requirement: the member's, by key (`deposit`; a bonus grant's will be `bonus:<grantId>`), and its kinds. */
export interface RequirementKey {
  brandId: number;
  memberId: number;
  key: string;
  /** The game kinds whose valid turnover counts (rewards-rules.md RW-BONUS: the grant's); null for every kind. */
  kinds: readonly GameKind[] | null;
}

/** Where a requirement stands, in ledger units: `wagered` is capped at `required`. */
export interface RequirementState {
  required: number;
  wagered: number;
  remaining: number;
}

/**
 * The part of a sender's remaining requirement `r` that a transfer of `amount` out of a balance of `balance` carries
 * (docs/money.md "Transfers between members"): the same share of it as of the balance, rounded up, never more than the
 * amount or than `r`.
 */
export function carriedShare(r: number, amount: number, balance: number): number {
  if (r <= 0 || amount <= 0) return 0;
  if (balance <= amount) return Math.min(amount, r);
  const share = (BigInt(r) * BigInt(amount) + BigInt(balance) - 1n) / BigInt(balance);
  return Math.min(amount, r, Number(share));
}

/**
 * Wagering requirements (design.md "Cashier", rewards-rules.md RW-BONUS): what a member must wager before money may
 * leave, with progress from the valid turnover of SETTLED bets in the hourly rollups (agent-rules.md VT), so nothing
 * is written when a bet settles. Every change runs in the caller's transaction AFTER the money it goes with has
 * moved: the ledger's lock on the member's wallet then orders it against a withdrawal, which checks the requirement
 * after its own hold (so neither misses the other).
 */
export function createWagering(deps: { database: Pick<AppDeps['database'], 'db'> }) {
  const repo = createWageringRepo(deps.database.db);

  async function state(memberId: number, key: string, tx?: Db): Promise<RequirementState> {
    const row = await repo.requirement(memberId, key, tx);
    if (!row) return { required: 0, wagered: 0, remaining: 0 };
    const wagered = Math.min(row.required, row.progress);
    return { required: row.required, wagered, remaining: row.required - wagered };
  }

  /** Adds to (or, negative, takes from) a requirement: what was wagered since its last change counts first. */
  const change = (tx: Db, req: RequirementKey, delta: number, at: Date) => repo.change(req, delta, hourOf(at), at, tx);

  const deposit = (brandId: number, memberId: number): RequirementKey => ({
    brandId,
    memberId,
    key: DEPOSIT_REQUIREMENT,
    kinds: null,
  });

  return {
    /** A requirement of the member by key. */
    state,

    /** Opens or adds to a requirement (a bonus grant will open `N x base` on its kinds). */
    add: (tx: Db, req: RequirementKey, amount: number, at: Date) => change(tx, req, amount, at),

    /** A deposit credited `amount`: it is wagered once before any withdrawal. */
    addDeposit: (tx: Db, d: { brandId: number; memberId: number; amount: number; at: Date }) =>
      change(tx, deposit(d.brandId, d.memberId), d.amount, d.at),

    /** The deposit rule's state: a withdrawal waits while `remaining` > 0. */
    withdrawableState: (memberId: number, tx?: Db) => state(memberId, DEPOSIT_REQUIREMENT, tx),

    /**
     * Money moved from one member to another (modules/transfers) carries its share of the sender's deposit requirement
     * to the receiver (`carriedShare`; docs/money.md "Transfers between members"). `balanceBefore` is the sender's main
     * balance before the transfer. Call it after the ledger posting, in its transaction. Answers the requirement moved.
     */
    async carryWithTransfer(
      tx: Db,
      t: { brandId: number; fromMemberId: number; toMemberId: number; amount: number; balanceBefore: number; at: Date },
    ): Promise<number> {
      const sender = await state(t.fromMemberId, DEPOSIT_REQUIREMENT, tx);
      const moved = carriedShare(sender.remaining, t.amount, t.balanceBefore);
      if (moved === 0) return 0;
      await change(tx, deposit(t.brandId, t.fromMemberId), -moved, t.at);
      await change(tx, deposit(t.brandId, t.toMemberId), moved, t.at);
      return moved;
    },
  };
}

export type Wagering = ReturnType<typeof createWagering>;
