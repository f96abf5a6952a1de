import { defineJob } from './job-definition.js';
import { every } from './period.js';

/**
 * The lottery's scheduled work (design.md "Background work and scale"). Each run does whatever is due at its clock, so
 * a missed period needs no catching up (the next run covers it) and a run repeated changes nothing.
 */

/** Numeros ahead of time: two hours of the games drawn through the day, a week of the daily and weekly ones. */
export const lotteryScheduleJob = defineJob({
  name: 'lottery-schedule',
  schedule: every.minutes(10),
  catchUp: 'skip',
  needs: ['lotteryDraws'],
  async run({ services }) {
    return services.lotteryDraws.scheduleAhead();
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
  needs: ['lotteryDraws', 'lotterySettlement'],
  async run({ services }) {
    const draws = services.lotteryDraws;
    const states = await draws.advanceStates();
    const drawn = { ...(await draws.drawDue()), ...(await draws.fetchOfficial()) };
    // Settled right after the result lands; the settlement job below catches anything left.
    const settlement = services.lotterySettlement;
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
  needs: ['lotteryDraws'],
  async run({ services }) {
    // The root's draws refund a cancelled numero's bets through the settlement (services.ts lotteryDraws).
    return services.lotteryDraws.cancelPastDeadline();
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
  needs: ['lotterySettlement'],
  async run({ services }) {
    const settlement = services.lotterySettlement;
    return { ...(await settlement.settleDrawn()), ...(await settlement.advanceChases()) };
  },
});
