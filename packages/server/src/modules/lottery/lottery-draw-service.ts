import { hashServerSeed } from '@wl/rules/fair';
import { deriveDraw } from '@wl/rules/lottery/draw';
import { isLotteryFamily } from '@wl/rules/lottery/families';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { newServerSeed } from '../../lib/secrets.js';
import { createLotteryRepo, type DueNumero, type LotteryGameRow, type LotteryNumeroRow } from './lottery-repo.js';
import { type GameSchedule, planNumeros } from './lottery-schedule.js';
import { checkedDraw, type ResultsAdapter, resultsAdapters } from './results-adapter.js';

const HOUR_MS = 3_600_000;
/** How far ahead numeros exist: two hours of the games drawn through the day, a week of the others. */
export const AHEAD_MS = { interval: 2 * HOUR_MS, daily: 7 * 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS } as const;
/** Numeros handled per query of a run; a run goes on until none is left. */
const BATCH = 200;

/**
 * What happens to a numero's bets when it is cancelled (design.md "Lottery": "a draw without a result by its deadline
 * is cancelled and refunded by a published policy"). Called inside the cancelling transaction, so the refunds commit
 * with the cancellation or not at all. The betting slice plugs its refund in here; until then nothing is staked.
 */
export type NumeroCancelledHook = (numero: LotteryNumeroRow, tx: Db) => Promise<void>;

export interface LotteryDrawDeps {
  database: Pick<AppDeps['database'], 'db' | 'transaction'>;
  clock: AppDeps['clock'];
  /** Official results feeds by name (results-adapter.ts); the built-in ones by default. */
  adapters?: Readonly<Record<string, ResultsAdapter>>;
  onCancelled?: NumeroCancelledHook;
  /** The server seed of a new in-house numero: the CSPRNG (lib/secrets.ts) unless a test says otherwise. */
  newSeed?: () => string;
}

/**
 * The numeros of a game's schedule whose draw lies within its horizon from `now`, as rows to insert (the repo
 * inserts those the game does not have yet). Also the lottery desk's schedule change (lottery-desk-schedule.ts).
 */
export function numerosAhead(game: LotteryGameRow, now: Date, newSeed: () => string = newServerSeed) {
  const schedule: GameSchedule = game;
  const until = new Date(now.getTime() + AHEAD_MS[game.scheduleKind]);
  return planNumeros(schedule, now, until).map((p) => {
    // In-house: the server seed is made now and its hash published with the numero (design.md "Lottery").
    const seed = game.source === 'in_house' ? newSeed() : null;
    return {
      gameId: game.id,
      ...p,
      state: 'upcoming' as const,
      seed,
      seedHash: seed === null ? null : hashServerSeed(seed),
      deadlineAt:
        game.source === 'official' ? new Date(p.drawAt.getTime() + game.resultDeadlineMinutes * 60_000) : null,
    };
  });
}

/**
 * The lottery's background work (design.md "Lottery", "Background work and scale"), each step idempotent so any
 * instance may run it any number of times: numeros created ahead with their seeds, stored states following the
 * clock, due in-house numeros drawn, official results fetched from their feeds, and official numeros past their
 * deadline cancelled. Every result is stored by the repo's one guarded UPDATE, which also announces it.
 */
export function createLotteryDraws(deps: LotteryDrawDeps) {
  const repo = createLotteryRepo(deps.database.db);
  const adapters = deps.adapters ?? resultsAdapters;
  const newSeed = deps.newSeed ?? newServerSeed;
  const onCancelled: NumeroCancelledHook = deps.onCancelled ?? (async () => {});

  /** Runs `step` on batches of due numeros until a batch comes back short. */
  async function eachDue(
    query: (limit: number) => Promise<DueNumero[]>,
    step: (n: DueNumero) => Promise<boolean>,
  ): Promise<number> {
    let done = 0;
    const tried = new Set<number>();
    for (;;) {
      const batch = (await query(BATCH)).filter((n) => !tried.has(n.id));
      for (const n of batch) {
        tried.add(n.id);
        if (await step(n)) done++;
      }
      if (batch.length < BATCH) return done;
    }
  }

  async function store(n: DueNumero, result: string[], source: 'in_house' | 'feed'): Promise<boolean> {
    const now = deps.clock.now();
    const row = await deps.database.transaction((tx) =>
      repo.markDrawn(n.id, { result, source, now }, { brandId: n.brandId, gameCode: n.gameCode, numero: n.numero }, tx),
    );
    return row !== null;
  }

  return {
    /** Creates the numeros of every enabled game that are due within its horizon and missing (a run adds none twice). */
    async scheduleAhead(): Promise<{ created: number }> {
      const now = deps.clock.now();
      let created = 0;
      for (const game of await repo.enabledGames()) {
        created += await repo.insertNumeros(numerosAhead(game, now, newSeed));
      }
      return { created };
    },

    advanceStates: () => repo.advanceStates(deps.clock.now()),

    /** Draws every in-house numero whose draw time has come (`deriveDraw` of @wl/rules/lottery/draw). */
    async drawDue(): Promise<{ drawn: number }> {
      const drawn = await eachDue(
        (limit) => repo.due(deps.clock.now(), { source: 'in_house' }, limit),
        async (n) => {
          if (!n.seed || !isLotteryFamily(n.family)) return false;
          return store(n, deriveDraw(n.family, n.seed, n.gameCode, n.numero), 'in_house');
        },
      );
      return { drawn };
    },

    /** Asks each feed for the results of its due official numeros; what it answers, valid, is stored. */
    async fetchOfficial(): Promise<{ fetched: number }> {
      let fetched = 0;
      for (const [feed, adapter] of Object.entries(adapters)) {
        fetched += await eachDue(
          (limit) => repo.due(deps.clock.now(), { source: 'official', feed }, limit),
          async (n) => {
            const answer = await adapter.fetchResult(n);
            const result = answer === null ? null : checkedDraw(n.family, answer);
            return result !== null && store(n, result, 'feed');
          },
        );
      }
      return { fetched };
    },

    /** Cancels the official numeros still without a result at their deadline, with their bets' hook. */
    async cancelPastDeadline(): Promise<{ cancelled: number }> {
      const cancelled = await eachDue(
        (limit) => repo.due(deps.clock.now(), { source: 'official', deadline: true }, limit),
        (n) =>
          deps.database.transaction(async (tx) => {
            const row = await repo.markCancelled(n.id, deps.clock.now(), tx);
            if (row) await onCancelled(row, tx);
            return row !== null;
          }),
      );
      return { cancelled };
    },
  };
}

export type LotteryDraws = ReturnType<typeof createLotteryDraws>;
