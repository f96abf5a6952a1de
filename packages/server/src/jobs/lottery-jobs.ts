import { createLedger } from '../ledger/ledger.js';
import { createLotteryDraws } from '../modules/lottery/lottery-draw-service.js';
import { createLotterySettlement } from '../modules/lottery/lottery-settlement.js';
import type { JobContext } from './job-definition.js';
import { defineJob } from './job-definition.js';
import { every } from './period.js';

/**
 * The lottery's scheduled work (design.md "Background work and scale"). Each run does whatever is due at its clock, so
 * a missed period needs no catching up (the next run covers it) and a run repeated changes nothing.
 */

const settlementOf = ({ database, clock }: Pick<JobContext, 'database' | 'clock'>) =>
  createLotterySettlement({ database, clock, ledger: createLedger(database, clock) });

/** Numeros ahead of time: two hours of the games drawn through the day, a week of the daily and weekly ones. */
export const lotteryScheduleJob = defineJob({
  name: 'lottery-schedule',
  schedule: every.minutes(10),
  catchUp: 'skip',
  async run({ database, clock }) {
    return createLotteryDraws({ database, clock }).scheduleAhead();
  },
});

/**
 * Every 10 seconds, so a one-minute game's result follows its draw time closely: the stored states follow the
 * clock, due in-house numeros are drawn (and their seeds revealed), and the official feeds are asked for results.
 */
export const lotteryDrawJob = defineJob({
  name: 'lottery-draw',
  schedule: every.seconds(10),
  catchUp: 'skip',
  maxAttempts: 1,
  async run({ database, clock }) {
    const draws = createLotteryDraws({ database, clock });
    const states = await draws.advanceStates();
    const drawn = { ...(await draws.drawDue()), ...(await draws.fetchOfficial()) };
    // Settled right after the result lands; the settlement job below catches anything left.
    const settlement = settlementOf({ database, clock });
    const settled = await settlement.settleDrawn();
    return { ...states, ...drawn, settled: settled.settled, chases: await settlement.advanceChases() };
  },
});

/**
 * Official numeros still without a result at their deadline are cancelled (design.md "Lottery"), their bets refunded
 * and their chase steps released in the same transaction (`NumeroCancelledHook`, lottery-settlement.ts
 * refundCancelled).
 */
export const lotteryDeadlineJob = defineJob({
  name: 'lottery-deadline',
  schedule: every.minutes(1),
  catchUp: 'skip',
  async run({ database, clock }) {
    const settlement = settlementOf({ database, clock });
    return createLotteryDraws({ database, clock, onCancelled: settlement.refundCancelled }).cancelPastDeadline();
  },
});

/**
 * Lottery settlement (design.md "Background work and scale"): every drawn numero with open bets is settled in batches
 * (a numero drawn by operators' confirmation, or one whose settlement after its draw failed), and chases' later numeros
 * are placed as they open or released. Idempotent: a bet closes once, its money moves under its own key.
 */
export const lotterySettleJob = defineJob({
  name: 'lottery-settle',
  schedule: every.seconds(10),
  catchUp: 'skip',
  maxAttempts: 1,
  async run(ctx) {
    const settlement = settlementOf(ctx);
    return { ...(await settlement.settleDrawn()), ...(await settlement.advanceChases()) };
  },
});
