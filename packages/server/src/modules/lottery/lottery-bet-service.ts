import { randomUUID } from 'node:crypto';
import type { LotteryPlay } from '@wl/contract/routes/lottery';
import { isLotteryFamily, type LotteryFamily } from '@wl/rules/lottery/families';
import { playOdds4 } from '@wl/rules/lottery/odds';
import { type PlayCode, playsOfFamily } from '@wl/rules/lottery/plays-catalogue';
import { validateSelection } from '@wl/rules/lottery/plays-units';
import type { Db } from '../../db/client.js';
import { lockMember } from '../../db/member-lock.js';
import type { AppDeps } from '../../deps.js';
import type { Actor, MemberActor } from '../../domain/actor.js';
import type { Member } from '../../domain/member.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { fromUnits, toUnits } from '../../ledger/amounts.js';
import { lotteryBetClose, lotteryChaseHold, lotteryStakeKey } from '../../ledger/lottery-postings.js';
import { DomainError } from '../../lib/errors.js';
import type { RouteInput } from '../../lib/route-handler.js';
import { BET_SOURCES, type BetService } from '../bets/bet-service.js';
import { createLotteryBetRepo, type LotteryBetRow } from './lottery-bet-repo.js';
import { betView, oddsView } from './lottery-bet-views.js';
import { limitsOf } from './lottery-limits.js';
import type { GameOddsTables } from './lottery-odds-tables.js';
import { checkNumeroLimits, itemFigures, type PreparedItem, placeOnNumero } from './lottery-placement.js';
import { createLotteryRepo, type LotteryGameRow } from './lottery-repo.js';
import type { LotterySeries } from './lottery-series.js';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'ledger'>;

/**
 * The lottery's betting calls (spec 7 "Lottery"; lottery-plays.md; design.md "Lottery"): a game's plays and odds at the
 * caller's series, a quote, placing a slip (with a chase), cancelling a bet before its close, the member's bets and
 * recent games. Units, odds and payouts come from the rules package only.
 */
export function createLotteryBets(deps: Deps & { bets: BetService; lotterySeries: LotterySeries }) {
  const repo = createLotteryBetRepo(deps.database.db);
  const games = createLotteryRepo(deps.database.db);
  const series = deps.lotterySeries;
  const betService = deps.bets;

  async function gameOf(actor: Actor, gameCode: string): Promise<LotteryGameRow & { family: LotteryFamily }> {
    const game = await games.gameByCode(actor.brand.id, gameCode);
    if (!game?.enabled || !isLotteryFamily(game.family)) throw new DomainError('not_found');
    return game as LotteryGameRow & { family: LotteryFamily };
  }

  /** The caller's series: the member's with a token, the brand's default without (design.md "Lottery"). */
  async function seriesOf(actor: Actor, member: Pick<Member, 'id'> | null) {
    if (member) return series.ofMember(actor.brand.id, member.id);
    return { series: (await series.rangeOf(actor.brand.id)).seriesDefault, uplines: [] };
  }

  /**
   * A play's odds at a series; a table play's from the game's published table (lottery-plays.md "table" plays),
   * read once per call, so a slip's bets all get the table of one moment and freeze it (settlement pays bet.odds).
   */
  const oddsOf = (game: { family: LotteryFamily }, tables: GameOddsTables, playCode: PlayCode, at: number) => {
    const table = tables.get(playCode);
    return playOdds4(playCode, at, table ? { family: game.family, table } : { family: game.family });
  };

  /** The selection checked by the rules package (400 lottery_invalid_selection naming the reason). */
  function checked(game: { family: LotteryFamily }, playCode: string, selection: unknown, path: string) {
    const check = validateSelection(playCode, selection, game.family);
    if (!check.ok) {
      throw new DomainError('lottery_invalid_selection', { details: [{ path, message: check.reason }] });
    }
    return check;
  }

  /**
   * The answer of a slip sent again with its request id: the bets (and chase) the first one placed, now as they
   * stand; with other items, numero or chase than the first, 409 `idempotency_conflict`.
   */
  async function replayedSlip(
    prior: LotteryBetRow[],
    items: readonly PreparedItem[],
    chase: RouteInput<'lotteryPlaceBet'>['chase'],
    tx: Db,
  ) {
    const sameItems =
      prior.length === items.length &&
      prior.every((bet, i) => {
        const item = items[i];
        return (
          item !== undefined &&
          bet.playCode === item.playCode &&
          bet.unitStake === item.unitStake &&
          bet.multiple === item.multiple &&
          JSON.stringify(bet.selection) === JSON.stringify(item.selection)
        );
      });
    const chaseId = prior[0]?.chaseId ?? null;
    const first = chaseId === null ? null : await repo.chaseWithSteps(chaseId, tx);
    const sameChase =
      chase === undefined
        ? first === null
        : first !== null &&
          first.chase.stopOnWin === chase.stopOnWin &&
          first.steps.length === chase.numeros &&
          first.steps.every((step, i) => step.multiple === (chase.multiples?.[i] ?? 1));
    if (!sameItems || !sameChase) throw new DomainError('idempotency_conflict');
    return { bets: prior, chase: first ? { row: first.chase, steps: first.steps } : null };
  }

  return {
    async plays(actor: Actor, input: RouteInput<'lotteryPlays'>, member: Pick<Member, 'id'> | null) {
      const game = await gameOf(actor, input.gameCode);
      const { series: at } = await seriesOf(actor, member);
      const tables = await repo.oddsTablesOfGame(game.id);
      const plays: LotteryPlay[] = playsOfFamily(game.family).map((rule) => ({
        playCode: rule.code,
        rows: rule.rows,
        ...(rule.options === null ? {} : { options: [...rule.options] }),
        odds: oddsView(oddsOf(game, tables, rule.code, at)),
      }));
      return { gameCode: game.gameCode, family: game.family, series: at, plays };
    },

    async quote(actor: Actor, input: RouteInput<'lotteryQuote'>, member: Pick<Member, 'id'> | null) {
      const game = await gameOf(actor, input.gameCode);
      const check = checked(game, input.playCode, input.selection, 'selection');
      const { series: at } = await seriesOf(actor, member);
      const tables = await repo.oddsTablesOfGame(game.id);
      return { units: check.units, odds: oddsView(oddsOf(game, tables, check.playCode, at)) };
    },

    /**
     * Places a slip on the open numero, and with a chase holds the stake of the next numeros. Every check that needs no
     * lock runs first; then one transaction locks the member (their totals per numero are read by one slip at a time),
     * takes the money and writes the bets (lottery-placement.ts).
     */
    async place(actor: MemberActor, input: RouteInput<'lotteryPlaceBet'>) {
      const game = await gameOf(actor, input.gameCode);
      const member = actor.member;
      const mine = await series.ofMember(actor.brand.id, member.id);
      const limitRows = await repo.limitsOfGame(game.id);
      const tables = await repo.oddsTablesOfGame(game.id);
      const items: PreparedItem[] = input.items.map((item, i) => {
        const check = checked(game, item.playCode, item.selection, `items.${i}.selection`);
        const limits = limitsOf(limitRows, check.playCode);
        const unitStake = toUnits(item.unitStake);
        if (unitStake < limits.unitStakeMin || unitStake > limits.unitStakeMax) {
          throw new DomainError('lottery_limit_unit_stake', {
            details: [
              {
                path: `items.${i}.unitStake`,
                message: `${fromUnits(limits.unitStakeMin)}-${fromUnits(limits.unitStakeMax)}`,
              },
            ],
          });
        }
        if (check.units > limits.unitsMax) {
          throw new DomainError('lottery_limit_units', {
            details: [{ path: `items.${i}.selection`, message: `${limits.unitsMax}` }],
          });
        }
        return {
          playCode: check.playCode,
          selection: item.selection.map((row) => [...row]),
          units: check.units,
          unitStake,
          multiple: item.multiple,
          odds: oddsOf(game, tables, check.playCode, mine.series),
          series: mine.series,
          uplineSeries: mine.uplines,
          limits,
        };
      });
      const numero = await games.numeroOf(game.id, input.numero);
      if (!numero) throw new DomainError('lottery_numero_closed');

      // The chase's later numeros, each at its multiple.
      const chase = input.chase;
      let later: { id: number; numero: string; multiple: number; stake: number }[] = [];
      if (chase) {
        if (chase.multiples && chase.multiples.length !== chase.numeros) {
          throw new DomainError('invalid_input', {
            details: [{ path: 'chase.multiples', message: 'one multiple per chased numero' }],
          });
        }
        const next = await repo.numerosAfter(game.id, numero.drawAt, chase.numeros);
        if (next.length < chase.numeros) throw new DomainError('lottery_chase_too_long');
        later = next.map((n, i) => {
          const multiple = chase.multiples?.[i] ?? 1;
          const figures = items.map((item) => itemFigures(item, game.family, multiple));
          // A step over its numero's limits would only be released when its numero opens: refuse it now.
          checkNumeroLimits(items, figures);
          const stake = figures.reduce((sum, f) => sum + f.stake, 0);
          return { id: n.id, numero: n.numero, multiple, stake };
        });
      }

      const now = deps.clock.now();
      const held = later.reduce((sum, step) => sum + step.stake, 0);
      // A slip with the caller's request id has a stake key of its own: sent again, it answers the first one.
      const ref = input.requestId ? `slip:m${member.id}:${input.requestId}` : `slip:${randomUUID()}`;
      const result = await deps.database.transaction(async (tx) => {
        await lockMember(member.id, tx);
        // After the member's lock, a slip sent twice at once finds the first one's bets here (or none was made).
        if (input.requestId) {
          const prior = await repo.slipOfStakeKey(
            { brandId: actor.brand.id, memberId: member.id, numeroId: numero.id, key: lotteryStakeKey(ref) },
            tx,
          );
          if (prior) return replayedSlip(prior, items, chase, tx);
        }
        // The later numeros were read before this transaction: a schedule change may have replaced them since.
        if (
          later.length > 0 &&
          (await repo.lockChasedNumeros(
            later.map((s) => s.id),
            tx,
          )) < later.length
        ) {
          throw new DomainError('lottery_chase_too_long');
        }
        const chaseRow = chase
          ? await repo.insertChase(
              {
                brandId: actor.brand.id,
                memberId: member.id,
                gameId: game.id,
                items,
                stopOnWin: chase.stopOnWin,
                held,
                createdAt: now,
              },
              tx,
            )
          : null;
        const placed = await placeOnNumero(
          { repo, ledger: deps.ledger, db: deps.database.db, bets: deps.bets },
          {
            brandId: actor.brand.id,
            memberId: member.id,
            game,
            family: game.family,
            numeroId: numero.id,
            items,
            factor: 1,
            ref,
            fromHold: false,
            chaseId: chaseRow?.id ?? null,
            now,
          },
          tx,
        );
        if (!chaseRow) return { bets: placed.bets, chase: null };
        const hold = await deps.ledger.transfer(
          lotteryChaseHold({ brandId: actor.brand.id, memberId: member.id, chaseId: chaseRow.id, amount: held }),
          tx,
        );
        await repo.setChaseHoldTransfer(chaseRow.id, hold.transferId, tx);
        await repo.insertSteps(
          later.map((step, i) => ({
            chaseId: chaseRow.id,
            numeroId: step.id,
            seq: i + 1,
            multiple: step.multiple,
            stake: step.stake,
          })),
          tx,
        );
        return { bets: placed.bets, chase: { row: chaseRow, steps: later } };
      });
      const balance = fromUnits(await deps.ledger.balance(actor.brand.id, member.id));
      return {
        bets: result.bets.map((b) => betView(b, game.gameCode, numero.numero)),
        chase: result.chase
          ? {
              id: result.chase.row.id,
              stopOnWin: result.chase.row.stopOnWin,
              held: fromUnits(result.chase.row.held),
              numeros: result.chase.steps.map((s) => ({
                numero: s.numero,
                multiple: s.multiple,
                stake: fromUnits(s.stake),
              })),
            }
          : null,
        balance,
      };
    },

    /** Cancels an open bet before its numero closes, giving its stake back; never after the close. */
    async cancel(actor: MemberActor, input: RouteInput<'lotteryCancelBet'>) {
      const now = deps.clock.now();
      const found = await repo.betOfMember(actor.member.id, input.betId);
      if (!found || found.bet.brandId !== actor.brand.id) throw new DomainError('not_found');
      const { game } = found;
      const bet = await deps.database.transaction(async (tx) => {
        const numero = await repo.lockNumeroForBets(found.bet.numeroId, tx);
        const open =
          numero !== null && numero.state !== 'drawn' && numero.state !== 'cancelled' && now < numero.closeAt;
        if (!open) throw new DomainError('lottery_bet_not_cancellable');
        if (!(await repo.lockOpenBets([found.bet.id], tx)).has(found.bet.id)) {
          throw new DomainError('lottery_bet_not_cancellable');
        }
        const refund = await deps.ledger.transfer(
          lotteryBetClose({
            brandId: found.bet.brandId,
            memberId: found.bet.memberId,
            betId: found.bet.id,
            amount: found.bet.stake,
            outcome: 'refund',
            gameCode: game.gameCode,
          }),
          tx,
        );
        const closed = await repo.closeBets(
          [
            {
              id: found.bet.id,
              status: 'cancelled',
              winningUnits: 0,
              payout: 0,
              closeTransferId: refund.transferId,
            },
          ],
          now,
          tx,
        );
        if (!closed.has(found.bet.id)) throw new DomainError('lottery_bet_not_cancellable');
        await betService.closeMany(
          tx,
          BET_SOURCES.lotteryBet,
          [{ brandId: found.bet.brandId, sourceRef: String(found.bet.id), status: 'cancelled', payout: 0 }],
          now,
        );
        return {
          ...found.bet,
          status: 'cancelled' as const,
          payout: 0,
          winningUnits: 0,
          closeTransferId: refund.transferId,
          settledAt: now,
          numero: numero?.numero ?? '',
        };
      });
      return {
        bet: betView(bet, game.gameCode, bet.numero),
        balance: fromUnits(await deps.ledger.balance(actor.brand.id, actor.member.id)),
      };
    },

    async list(actor: MemberActor, input: RouteInput<'lotteryBets'>) {
      let gameId: number | undefined;
      let numeroId: number | undefined;
      if (input.gameCode) {
        const game = await games.gameByCode(actor.brand.id, input.gameCode);
        if (!game) throw new DomainError('not_found');
        gameId = game.id;
        if (input.numero) {
          const numero = await games.numeroOf(game.id, input.numero);
          numeroId = numero?.id ?? -1;
        }
      }
      const page = pageOf(input);
      const { rows, total } = await repo.betsOfMember(actor.member.id, { gameId, numeroId }, page);
      return pagedOf(
        rows.map((r) => betView(r.bet, r.gameCode, r.numero)),
        total,
        page,
      );
    },

    /** The lottery games the member bet on lately, the latest first (spec 7 "recent"). */
    async recent(actor: MemberActor) {
      const recent = await repo.recentGames(actor.member.id, 10);
      const byCode = new Map((await games.gamesOfBrand(actor.brand.id)).map((g) => [g.gameCode, g]));
      return {
        gameMenus: recent.flatMap((r) => {
          const g = byCode.get(r.gameCode);
          if (!g) return [];
          return [
            {
              gameCode: g.gameCode,
              gameName: g.name,
              family: g.family,
              gameGroupCode: g.family,
              prizeMode: g.prizeMode,
              source: g.source,
              resultDeadlineMinutes: g.source === 'official' ? g.resultDeadlineMinutes : null,
              lastPlayed: new Date(r.lastPlayed).toISOString(),
            },
          ];
        }),
      };
    },
  };
}

export type LotteryBets = ReturnType<typeof createLotteryBets>;
