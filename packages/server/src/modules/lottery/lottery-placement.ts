import type { GameKind } from '@wl/contract/game-kinds';
import type { LotteryFamily } from '@wl/rules/lottery/families';
import type { PlayOdds4 } from '@wl/rules/lottery/odds';
import { betCost } from '@wl/rules/lottery/payout';
import type { PlayCode } from '@wl/rules/lottery/plays-catalogue';
import type { Db } from '../../db/client.js';
import { fromUnits } from '../../ledger/amounts.js';
import type { Ledger } from '../../ledger/ledger.js';
import { lotteryStake } from '../../ledger/lottery-postings.js';
import { DomainError } from '../../lib/errors.js';
import { BET_SOURCES, type BetService } from '../bets/bet-service.js';
import type { LotteryBetRepo, LotteryBetRow } from './lottery-bet-repo.js';
import { maxPayout } from './lottery-exposure.js';
import type { PlayLimits } from './lottery-limits.js';
import type { LotteryGameRow } from './lottery-repo.js';

/**
 * A checked bet item (its selection valid, its unit stake and units within the play's limits), with the odds and
 * series it is placed at. Stored as is in a chase, so a chase's later numeros are played at the same odds.
 */
export interface PreparedItem {
  playCode: PlayCode;
  selection: string[][];
  units: number;
  /** Ledger units. */
  unitStake: number;
  multiple: number;
  odds: PlayOdds4;
  series: number;
  uplineSeries: { memberId: number; series: number }[];
  limits: PlayLimits;
}

/** What an item costs and can pay at most with its multiple times `factor` (a chase's multiple on a numero). */
export function itemFigures(item: PreparedItem, family: LotteryFamily, factor = 1) {
  const multiple = item.multiple * factor;
  const stake = betCost(item.units, item.unitStake, multiple);
  if (stake > BigInt(Number.MAX_SAFE_INTEGER)) throw new DomainError('lottery_limit_numero_stake');
  return {
    multiple,
    stake: Number(stake),
    maxPayout: maxPayout({
      playCode: item.playCode,
      rows: item.selection,
      family,
      odds: item.odds,
      unitStake: item.unitStake,
      multiple,
    }),
  };
}

/**
 * Per play and numero (the limits of stake and worst-case payout per member and numero): what the member already has on
 * the numero (`placed`, by play) plus the items' figures stays within each play's limits, or the whole slip is refused.
 * Also run on a chase's later numeros before their stake is held, so no step is held that could never be placed.
 */
export function checkNumeroLimits(
  items: readonly Pick<PreparedItem, 'playCode' | 'limits'>[],
  figures: readonly { stake: number; maxPayout: number }[],
  placed: readonly { playCode: string; stake: number; maxPayout: number }[] = [],
): void {
  const totals = new Map(placed.map((r) => [r.playCode, { stake: r.stake, maxPayout: r.maxPayout }]));
  items.forEach((item, i) => {
    const total = totals.get(item.playCode) ?? { stake: 0, maxPayout: 0 };
    total.stake += figures[i]?.stake ?? 0;
    total.maxPayout += figures[i]?.maxPayout ?? 0;
    totals.set(item.playCode, total);
    // The answer names the limit that was hit: the play's most per numero, in the currency.
    if (total.stake > item.limits.numeroStakeMax) {
      throw new DomainError('lottery_limit_numero_stake', {
        details: [{ path: `items.${i}`, message: `${fromUnits(item.limits.numeroStakeMax)}` }],
      });
    }
    if (total.maxPayout > item.limits.numeroPayoutMax) {
      throw new DomainError('lottery_limit_numero_payout', {
        details: [{ path: `items.${i}`, message: `${fromUnits(item.limits.numeroPayoutMax)}` }],
      });
    }
  });
}

/** The game kind and vendor code a lottery bet is filed under (design.md "Bets and turnover"). */
export function betFiling(game: LotteryGameRow): { gameKind: GameKind; vendorCode: string } {
  return { gameKind: game.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT', vendorCode: game.prizeMode };
}

export interface Placement {
  brandId: number;
  memberId: number;
  game: LotteryGameRow;
  family: LotteryFamily;
  numeroId: number;
  items: readonly PreparedItem[];
  /** Times every item's multiple (a chase step's multiple). */
  factor: number;
  /** Names the stake's transfer: `slip:<uuid>` or `step:<id>`. */
  ref: string;
  /** A chase's step: the stake comes from the chase hold. */
  fromHold: boolean;
  chaseId: number | null;
  now: Date;
}

/**
 * Places items on one numero inside the caller's transaction (design.md "Lottery": betting closes before the draw, and
 * no bet is ever accepted after its numero closed). The numero's row is locked FOR SHARE first, so its draw or
 * cancellation (one guarded UPDATE) waits for this transaction and never misses a bet; it must take bets by the
 * server's clock (open time passed, close time not yet, not drawn or cancelled) or nothing is written. Then the
 * member's totals on the numero against the limits, the stake through the ledger, the lottery bets and their `bets`
 * rows: all or nothing.
 */
export async function placeOnNumero(
  deps: { repo: LotteryBetRepo; ledger: Ledger; db: Db; bets: BetService },
  p: Placement,
  tx: Db,
): Promise<{ bets: LotteryBetRow[]; numero: string }> {
  const numero = await deps.repo.lockNumeroForBets(p.numeroId, tx);
  const open =
    numero !== null &&
    numero.state !== 'drawn' &&
    numero.state !== 'cancelled' &&
    numero.openAt <= p.now &&
    p.now < numero.closeAt;
  if (!numero || !open) throw new DomainError('lottery_numero_closed');

  const figures = p.items.map((item) => itemFigures(item, p.family, p.factor));
  const totals = await deps.repo.memberNumeroTotals(p.memberId, p.numeroId, tx);
  checkNumeroLimits(
    p.items,
    figures,
    totals.map((r) => ({ playCode: r.playCode, stake: Number(r.stake), maxPayout: Number(r.maxPayout) })),
  );

  const amount = figures.reduce((sum, f) => sum + f.stake, 0);
  const transfer = await deps.ledger.transfer(
    lotteryStake({
      brandId: p.brandId,
      memberId: p.memberId,
      ref: p.ref,
      amount,
      gameCode: p.game.gameCode,
      numero: numero.numero,
      fromHold: p.fromHold,
    }),
    tx,
  );
  const bets = await deps.repo.insertBets(
    p.items.map((item, i) => ({
      brandId: p.brandId,
      memberId: p.memberId,
      gameId: p.game.id,
      numeroId: p.numeroId,
      playCode: item.playCode,
      selection: item.selection,
      units: item.units,
      unitStake: item.unitStake,
      multiple: figures[i]?.multiple ?? item.multiple,
      stake: figures[i]?.stake ?? 0,
      odds: item.odds,
      maxPayout: figures[i]?.maxPayout ?? 0,
      series: item.series,
      uplineSeries: item.uplineSeries,
      chaseId: p.chaseId,
      stakeTransferId: transfer.transferId,
      placedAt: p.now,
    })),
    tx,
  );
  const betService = deps.bets;
  const filing = betFiling(p.game);
  for (const bet of bets) {
    await betService.open(
      tx,
      {
        brandId: p.brandId,
        memberId: p.memberId,
        ...filing,
        gameCode: p.game.gameCode,
        sourceKind: BET_SOURCES.lotteryBet,
        sourceRef: String(bet.id),
      },
      bet.stake,
      p.now,
    );
  }
  return { bets, numero: numero.numero };
}
