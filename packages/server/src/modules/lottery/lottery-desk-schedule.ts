import type { LotteryResultFeed } from '../../db/schema-lottery.js';
import type { AppDeps } from '../../deps.js';
import { type DeskActor, deskBrand } from '../../domain/desk-actor.js';
import { DomainError } from '../../lib/errors.js';
import { newServerSeed } from '../../lib/secrets.js';
import type { AuditService } from '../audit/audit-service.js';
import { createLotteryDeskScheduleRepo, type ScheduleColumns } from './lottery-desk-schedule-repo.js';
import { gameView } from './lottery-desk-service.js';
import { numerosAhead } from './lottery-draw-service.js';
import { createLotteryRepo, type LotteryGameRow } from './lottery-repo.js';
import { planNumeros } from './lottery-schedule.js';

export type LotteryDeskScheduleDeps = Pick<AppDeps, 'clock' | 'brands' | 'database'> & {
  /** The server seed of a new in-house numero and a new feed key: the CSPRNG unless a test says otherwise. */
  newSecret?: () => string;
};

interface GameRef {
  brand: string;
  game: string;
}

export interface ScheduleInput extends GameRef {
  scheduleKind: ScheduleColumns['scheduleKind'];
  intervalMinutes?: number | null | undefined;
  drawTime: string;
  weekDays?: number[] | null | undefined;
  timeZone: string;
  resultDeadlineMinutes: number;
}

const invalid = (path: string, message: string) => new DomainError('invalid_input', { details: [{ path, message }] });

const scheduleOf = (g: LotteryGameRow) => ({
  scheduleKind: g.scheduleKind,
  intervalMinutes: g.intervalMinutes,
  drawTime: g.drawTime,
  weekDays: g.weekDays,
  timeZone: g.timeZone,
  resultDeadlineMinutes: g.resultDeadlineMinutes,
});

/** The columns of a schedule, each kind with only its own fields, the zone by its canonical name. */
function columnsOf(input: ScheduleInput, game: LotteryGameRow): ScheduleColumns {
  const kind = input.scheduleKind;
  const columns: ScheduleColumns = {
    scheduleKind: kind,
    intervalMinutes: kind === 'interval' ? (input.intervalMinutes ?? null) : null,
    drawTime: input.drawTime,
    weekDays: kind === 'weekly' ? [...new Set(input.weekDays ?? [])].sort((a, b) => a - b) : null,
    timeZone: new Intl.DateTimeFormat('en', { timeZone: input.timeZone }).resolvedOptions().timeZone,
    resultDeadlineMinutes: input.resultDeadlineMinutes,
  };
  if (kind === 'interval' && columns.intervalMinutes === null) throw invalid('intervalMinutes', 'required');
  if (kind === 'weekly' && (columns.weekDays ?? []).length === 0) throw invalid('weekDays', 'at least one day');
  // A numero of an interval game closes before the next one's draw (lottery-schedule.ts: each opens when the one
  // before it closes).
  if (kind === 'interval' && game.closeSeconds >= (columns.intervalMinutes ?? 0) * 60) {
    throw invalid('intervalMinutes', 'must be longer than the close seconds');
  }
  return columns;
}

/**
 * A game's schedule and an official game's results feed on the lottery desk (design.md "Lottery"; docs/lottery.md
 * "Running the lottery"). Each change locks the game's row and is audited in the same transaction.
 *
 * A schedule change never touches a numero that is open, closed, drawn or cancelled, nor an upcoming one a bet or a
 * chase step refers to: those keep their names and times (an open numero off the new grid is drawn at its own
 * time). The other upcoming numeros are deleted and the new grid is created ahead at once, by the schedule job's
 * own code (`numerosAhead`). A numero is unique by game and name: where the new grid names a numero a kept one
 * already has, the kept one stays as it is and the new one is not made (answered in `clashes`).
 *
 * The feed key (`feed_secret`) is answered once, when made (switch to http, or a new key), and never shown again,
 * nor written to the audit log. Every switch makes a new secret, so a former http provider's key cannot predict the
 * offline feed's results; manual has none (numeros past their draw wait for two operators' entry). A game leaves
 * manual entry only when no entered result waits for its confirmation (`lottery_results_awaiting_confirmation`).
 */
export function createLotteryDeskSchedule(deps: LotteryDeskScheduleDeps & { audit: AuditService }) {
  const { db } = deps.database;
  const games = createLotteryRepo(db);
  const repo = createLotteryDeskScheduleRepo();
  const { audit } = deps;
  const newSecret = deps.newSecret ?? newServerSeed;

  async function gameOf(actor: DeskActor, ref: GameRef) {
    const brand = await deskBrand(deps, actor, ref.brand);
    const game = await games.gameByCode(brand.id, ref.game);
    if (!game) throw new DomainError('not_found');
    return { brand, game };
  }

  async function changeFeed(actor: DeskActor, ref: GameRef, feed: LotteryResultFeed | 'new-key') {
    const { brand, game: found } = await gameOf(actor, ref);
    return deps.database.transaction(async (tx) => {
      const game = await repo.lockGame(found.id, tx);
      if (!game) throw new DomainError('not_found');
      // Only official games take their results from outside; in-house ones are drawn by their seeds.
      if (game.source !== 'official') throw invalid('feed', 'an in-house game has no results feed');
      if (feed === 'new-key' && game.resultsFeed !== 'http') throw invalid('feed', 'only an http feed has a key');
      const to = feed === 'new-key' ? 'http' : feed;
      if (to === game.resultsFeed && feed !== 'new-key') return { game: gameView(brand.code, game), feedKey: null };
      if (game.resultsFeed === 'manual' && to !== 'manual') {
        // A result entered by one operator waits for a second (design.md "Lottery"): a feed would draw the numero
        // with its own result and the entry would be lost without a word. The operators confirm (or cancel the
        // draw) first. The entry takes this row's share lock (lottery-results-service.ts), so none slips in between.
        const waiting = await repo.entriesAwaitingConfirmation(game.id, tx);
        if (waiting.length > 0) {
          throw new DomainError('lottery_results_awaiting_confirmation', {
            message: `Results entered by hand wait for a second operator on ${waiting.join(', ')}`,
            value: { numeros: waiting },
          });
        }
      }
      const secret = to === 'manual' ? null : newSecret();
      const row = await repo.setFeed(game.id, { resultsFeed: to, feedSecret: secret }, tx);
      if (!row) throw new DomainError('not_found');
      await audit.record(
        actor.audit,
        {
          action: feed === 'new-key' ? 'lotteryDeskFeedKey' : 'lotteryDeskFeedSet',
          targetType: 'lottery_game',
          targetId: game.id,
          brandId: brand.id,
          before: { gameCode: game.gameCode, resultsFeed: game.resultsFeed },
          // Never the key itself: only that a new one was made.
          after: { gameCode: row.gameCode, resultsFeed: row.resultsFeed, newKey: to === 'http' },
        },
        tx,
      );
      return { game: gameView(brand.code, row), feedKey: to === 'http' ? secret : null };
    });
  }

  return {
    async setSchedule(actor: DeskActor, input: ScheduleInput) {
      const { brand, game: found } = await gameOf(actor, input);
      return deps.database.transaction(async (tx) => {
        const game = await repo.lockGame(found.id, tx);
        if (!game) throw new DomainError('not_found');
        const columns = columnsOf(input, game);
        const row = await repo.setSchedule(game.id, columns, tx);
        if (!row) throw new DomainError('not_found');
        const now = deps.clock.now();
        const removed = await repo.deleteFreeUpcoming(game.id, tx);
        // What stays as it was: open and closed numeros, and upcoming ones a bet or a chase step refers to.
        const kept = await repo.pending(game.id, tx);
        const planned = numerosAhead(row, now, newSecret);
        const taken = await repo.existingNames(
          game.id,
          planned.map((p) => p.numero),
          tx,
        );
        const created = await games.insertNumeros(
          planned.filter((p) => !taken.has(p.numero)),
          tx,
        );
        const clashes = planned.filter((p) => taken.has(p.numero)).map((p) => p.numero);
        const last = kept.reduce((t, k) => Math.max(t, k.drawAt.getTime()), now.getTime());
        const grid = new Map(planNumeros(row, now, new Date(last)).map((p) => [p.numero, p]));
        const keptViews = kept.map((k) => {
          const same = grid.get(k.numero);
          return {
            numero: k.numero,
            state: k.state as 'upcoming' | 'open' | 'closed',
            closeAt: k.closeAt.toISOString(),
            drawAt: k.drawAt.toISOString(),
            // False: the numero keeps times the new schedule would not give it (it is drawn at its own time).
            onGrid:
              same !== undefined &&
              same.drawAt.getTime() === k.drawAt.getTime() &&
              same.closeAt.getTime() === k.closeAt.getTime(),
          };
        });
        await audit.record(
          actor.audit,
          {
            action: 'lotteryDeskScheduleSet',
            targetType: 'lottery_game',
            targetId: game.id,
            brandId: brand.id,
            before: { gameCode: game.gameCode, ...scheduleOf(game) },
            after: { gameCode: row.gameCode, ...scheduleOf(row), removed, created, clashes },
          },
          tx,
        );
        return { game: gameView(brand.code, row), removed, created, kept: keptViews, clashes };
      });
    },

    setFeed: (actor: DeskActor, input: GameRef & { feed: LotteryResultFeed }) => changeFeed(actor, input, input.feed),
    newFeedKey: (actor: DeskActor, input: GameRef) => changeFeed(actor, input, 'new-key'),
  };
}
