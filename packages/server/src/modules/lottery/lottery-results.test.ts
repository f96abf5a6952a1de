import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryGames, lotteryNumeros } from '../../db/schema-lottery.js';
import type { DeskActor } from '../../domain/desk-actor.js';
import { DomainError } from '../../lib/errors.js';
import { auditRows } from '../../test/audit-rows.js';
import { createOperator } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LOTTERY_BET_CHANNEL, notifySettled } from './lottery-bet-repo.js';
import { createLotteryDraws } from './lottery-draw-service.js';
import type { createLotteryResults, ResultEntry } from './lottery-results-service.js';

/**
 * Official results entered by hand (design.md "Lottery"): one operator enters, a different one confirms the same
 * result, and only then is the numero drawn; a drawn numero takes no further entry or confirmation. Daily 3D draws at
 * 21:15 Shanghai (13:15 UTC); the clock starts on 2026-06-01 at 12:00 UTC.
 */
let t: TestApp;
let results: ReturnType<typeof createLotteryResults>;
let maker: DeskActor;
let checker: DeskActor;
let bengalOnly: DeskActor;

const actorOf = (o: { id: number; account: string }, brandScope: DeskActor['brandScope'] = 'all'): DeskActor => ({
  audit: { operatorId: o.id, actor: o.account, ip: '127.0.0.1' },
  brandScope,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.app.deps.database.db
    .update(lotteryGames)
    .set({ resultsFeed: 'manual' })
    .where(eq(lotteryGames.gameCode, 'DAILY_3D'));
  await createLotteryDraws({ database: t.app.deps.database, clock: t.clock }).scheduleAhead();
  results = t.app.services.lotteryResults;
  maker = actorOf(await createOperator(t.app, 'admin'));
  checker = actorOf(await createOperator(t.app, 'admin'));
  const bengal = await t.app.deps.brands.byCode('bengal');
  bengalOnly = actorOf(await createOperator(t.app, 'admin', ['bengal']), [bengal?.id ?? 0]);
});
afterAll(() => t.close());

const entry = (result: string[], over: Partial<ResultEntry> = {}): ResultEntry => ({
  brandCode: 'aurora',
  gameCode: 'DAILY_3D',
  numero: '20260601',
  result,
  ...over,
});

/** The code of the domain error `promise` rejects with. */
async function refused(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof DomainError) return err.code;
    throw err;
  }
  return 'accepted';
}

async function stored() {
  const [row] = await t.app.deps.database.db
    .select()
    .from(lotteryNumeros)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryNumeros.gameId))
    .where(and(eq(lotteryGames.gameCode, 'DAILY_3D'), eq(lotteryNumeros.numero, '20260601')))
    .orderBy(lotteryGames.brandId)
    .limit(1);
  if (!row) throw new Error('no numero');
  return row.lottery_numeros;
}

describe('official result entry', () => {
  it('refuses a result before the draw time, or of the wrong shape, or of an in-house game', async () => {
    expect(await refused(results.enter(maker, entry(['1', '2', '3'])))).toBe('invalid_input');
    t.clock.set(new Date('2026-06-01T13:16:00Z'));
    expect(await refused(results.enter(maker, entry(['1', '2'])))).toBe('invalid_input');
    expect(await refused(results.enter(maker, entry(['1', '2', '10'])))).toBe('invalid_input');
    expect(await refused(results.enter(maker, entry(['1', '2', '3'], { gameCode: 'SSC_1' })))).toBe('invalid_input');
    expect(await refused(results.enter(maker, entry(['1', '2', '3'], { numero: '20990101' })))).toBe('not_found');
    expect(await refused(results.enter(bengalOnly, entry(['1', '2', '3'])))).toBe('forbidden');
    expect(await stored()).toMatchObject({ enteredResult: null, state: 'upcoming' });
  });

  it('needs a second operator, who must enter the same result; then the numero is drawn', async () => {
    await results.enter(maker, entry(['1', '2', '9']));
    // The maker corrects the entry before anyone confirmed it.
    await results.enter(maker, entry(['1', '2', '3']));
    expect(await stored()).toMatchObject({ enteredResult: ['1', '2', '3'], state: 'upcoming', result: null });
    expect(await refused(results.confirm(maker, entry(['1', '2', '3'])))).toBe('approval_needs_other_operator');
    expect(await refused(results.confirm(checker, entry(['1', '2', '4'])))).toBe('invalid_input');
    expect(await stored()).toMatchObject({ state: 'upcoming', result: null });

    const drawn = await results.confirm(checker, entry(['1', '2', '3']));
    expect(drawn).toMatchObject({
      state: 'drawn',
      result: ['1', '2', '3'],
      resultSource: 'operators',
      enteredBy: maker.audit.operatorId,
      confirmedBy: checker.audit.operatorId,
    });
    expect(drawn.drawnAt?.toISOString()).toBe('2026-06-01T13:16:00.000Z');
    expect((await auditRows(t.app, 'lotteryResultEnter')).map((r) => r.actor)).toEqual([
      maker.audit.actor,
      maker.audit.actor,
    ]);
    expect(await auditRows(t.app, 'lotteryResultConfirm')).toEqual([
      expect.objectContaining({
        actor: checker.audit.actor,
        target_type: 'lottery_numero',
        target_id: String(drawn.id),
        after: { gameCode: 'DAILY_3D', numero: '20260601', result: ['1', '2', '3'], state: 'drawn' },
      }),
    ]);
  });

  it('refuses a drawn result a second time, by entry or confirmation, whoever asks', async () => {
    const before = await stored();
    expect(await refused(results.enter(checker, entry(['7', '7', '7'])))).toBe('request_decided');
    expect(await refused(results.confirm(checker, entry(['1', '2', '3'])))).toBe('request_decided');
    expect(await refused(results.confirm(maker, entry(['1', '2', '3'])))).toBe('request_decided');
    expect(await stored()).toEqual(before);
  });

  it('refuses the command line, which cannot tell two operators apart', async () => {
    const cli: DeskActor = { audit: { operatorId: null, actor: 'cli:root', ip: null }, brandScope: 'all' };
    expect(await refused(results.enter(cli, entry(['1', '2', '3'], { brandCode: 'bengal' })))).toBe('forbidden');
  });
});

describe('settlement notices', () => {
  it('tells every member of a batch of thousands, however many notifications that takes', async () => {
    const { database } = t.app.deps;
    const memberIds = Array.from({ length: 3_000 }, (_, i) => 100_000 + i);
    const told = new Set<number>();
    const stop = await database.listen(LOTTERY_BET_CHANNEL, (payload) => {
      const notice = JSON.parse(payload) as { memberIds: number[]; gameCode: string };
      if (notice.gameCode === 'DAILY_3D') for (const id of notice.memberIds) told.add(id);
    });
    try {
      await database.transaction((tx) => notifySettled({ memberIds, gameCode: 'DAILY_3D', numero: '20260601' }, tx));
      await expect.poll(() => told.size, { timeout: 10_000 }).toBe(memberIds.length);
    } finally {
      await stop();
    }
  });
});
