import { createTestApp } from './test-app.js';

/**
 * A test app for the lottery's stories: the clock at 2026-06-01 12:00 UTC, the numeros scheduled and opened (SSC_1's
 * 20260601-1201 takes bets until 12:00:50 and draws at 12:01), the draws and the settlement wired as the jobs wire
 * them, and the demo brand aurora's id.
 */
export async function createLotteryTestApp() {
  const t = await createTestApp();
  const { lotterySettlement: settlement, lotteryDraws: draws } = t.app.services;
  await draws.scheduleAhead();
  await draws.advanceStates();
  const aurora = (await t.app.deps.brands.byCode('aurora'))?.id ?? 0;
  return { t, draws, settlement, aurora };
}
