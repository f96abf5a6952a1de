import { createLotteryDraws } from '../modules/lottery/lottery-draw-service.js';
import { defineJob } from './job-definition.js';
import { every } from './period.js';

/**
 * The lottery's scheduled work (issue 14, design.md "Jobs"). Each run does whatever is due at its clock, so a
 * missed period needs no catching up (the next run covers it) and a run repeated changes nothing.
 */

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
    return { ...states, ...(await draws.drawDue()), ...(await draws.fetchOfficial()) };
  },
});

/**
 * Official numeros still without a result at their deadline are cancelled (issue 14); the betting slice refunds their
 * bets through `NumeroCancelledHook` (modules/lottery/lottery-draw-service.ts) in the same transaction.
 */
export const lotteryDeadlineJob = defineJob({
  name: 'lottery-deadline',
  schedule: every.minutes(1),
  catchUp: 'skip',
  async run({ database, clock }) {
    return createLotteryDraws({ database, clock }).cancelPastDeadline();
  },
});
