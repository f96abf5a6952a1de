import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerBreach, runAdminCommand } from '../cli/admin-commands.js';
import { bets, gameRounds } from '../db/schema.js';
import { createMember, tokenFor } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { deposit } from './cashier-postings.js';
import { inHouseRound } from './game-postings.js';
import { reconcileRecords } from './reconciliation.js';

/**
 * `ledger check` reconciles business records with transfers both ways (design.md "Money"): it passes on what the site
 * writes, and names what is missing, extra or different when a record or a transfer stands alone.
 */
let t: TestApp;
let memberId = 0;
let brandId = 0;
const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);

async function breach(): Promise<LedgerBreach> {
  try {
    await admin('ledger', 'check');
  } catch (err) {
    if (err instanceof LedgerBreach) return err;
    throw err;
  }
  throw new Error('ledger check passed');
}

beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t.app, 'aurora', { account: 'recon01' });
  memberId = member.id;
  brandId = member.brandId;
  await admin('credit', 'aurora', 'recon01', '100', '--reason', 'test funds');
  const token = await tokenFor(t.app, member);
  const launched = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    payload: { vassalage: 'BGS', gameCode: 'plinko' },
  });
  const session = new URL(launched.json().value.url, 'http://x').searchParams.get('launch') ?? '';
  for (let i = 0; i < 30; i++) {
    await t.app.inject({
      method: 'POST',
      url: '/bgs/api/play',
      headers: { host: 'localhost', 'x-game-session': session },
      payload: { amount: 1, params: { rows: 8, risk: 'low' } },
    });
  }
});
afterAll(() => t.close());

describe('ledger check reconciliation', () => {
  it('passes on rounds, bets and transfers written by the site, pushes included', async () => {
    const report = await admin('ledger', 'check');
    expect(report).toMatchObject({ ok: true, reconciliation: { ok: true } });
    const rounds = await t.app.deps.database.db.select().from(gameRounds);
    expect(rounds).toHaveLength(30);
    // Low-risk plinko pays back exactly the stake in 44% of rounds: such a round has no transfer, and is a bet.
    expect(rounds.some((r) => r.payout === r.stake)).toBe(true);
    for (const r of rounds) expect(r.transferId === null).toBe(r.payout === r.stake);
    expect(await t.app.deps.database.db.select().from(bets)).toHaveLength(30);
  });

  it('names a transfer no record explains, and a round or bet with no transfer or source', async () => {
    const db = t.app.deps.database.db;
    const [played] = await db.select().from(gameRounds).orderBy(desc(gameRounds.id)).limit(1);
    if (!played) throw new Error('no round');
    // Money moved as a round that was never recorded.
    const lone = inHouseRound({
      brandId,
      memberId,
      wallet: 'main',
      seedId: played.seedId,
      nonce: 99_999,
      stake: 10_000,
      payout: 0,
      game: 'plinko',
      gameName: 'Plinko',
      params: {},
      multiplier: 0,
    });
    if (!lone) throw new Error('a losing round moves money');
    const orphan = await t.app.deps.ledger.transfer(lone);
    // A deposit has no order to explain it yet (the cashier reconciles its orders when it comes).
    const unexplained = await t.app.deps.ledger.transfer(
      deposit({ brandId, memberId, orderId: 'nowhere', amount: 5_000, channel: 'test' }),
    );
    // A round recorded with no money moved, and no bet.
    const [lost] = await db
      .insert(gameRounds)
      .values({ ...played, id: undefined, nonce: 99_998, payout: 0, stake: 10_000, transferId: null })
      .returning({ id: gameRounds.id });
    // A bet whose round does not exist.
    const [stray] = await db
      .insert(bets)
      .values({
        brandId,
        memberId,
        gameKind: 'RNG',
        vendorCode: 'BGS',
        gameCode: 'plinko',
        stake: 10_000,
        status: 'open',
        placedAt: t.clock.now(),
        sourceKind: 'in_house_round',
        sourceRef: '987654',
      })
      .returning({ id: bets.id });

    const { report } = await breach();
    expect(report.ok).toBe(false);
    expect(report.reconciliation).toMatchObject({
      ok: false,
      missing: { roundTransfers: [lost?.id], roundBets: [lost?.id], vendorTransfers: [], vendorRoundBets: [] },
      extra: {
        transfersWithoutRecord: [orphan.transferId, unexplained.transferId],
        transfersWithManyRecords: [],
        betsWithoutSource: [stray?.id],
      },
      mismatched: { rounds: [], vendorTransactions: [], rollupMembers: [memberId] },
    });
    // The ledger's own invariants still hold: only the records disagree.
    expect(report.breaches.unbalancedTransfers).toEqual([]);
    expect((await reconcileRecords(db)).ok).toBe(false);
  });
});
