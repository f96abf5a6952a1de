import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { fairSeeds } from '../../db/schema.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Seed rotation under concurrency: 20 rotations at once on one game session used to answer 500 about half the time, and
 * so did plays running beside them. Runs on PGlite and, with DATABASE_URL, on PostgreSQL, where the requests really run
 * side by side.
 */
let t: TestApp;
let token: string;
let memberId: number;
const PARALLEL = 20;

beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t.app, 'aurora', { account: 'rotator01' });
  memberId = member.id;
  token = await tokenFor(t.app, member);
  await runAdminCommand({ root: t.app.services }, ['credit', 'aurora', 'rotator01', '100', '--reason', 'test funds']);
});
afterAll(() => t.close());

async function launch(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    payload: { vassalage: 'BGS', gameCode: 'dice' },
  });
  return new URL(res.json().value.url, 'http://localhost').searchParams.get('launch') ?? '';
}
const game = (session: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'localhost', 'x-game-session': session },
    ...(payload ? { payload } : {}),
  });

describe('seed rotation under concurrency', () => {
  it('answers 20 parallel rotations and plays with 200; each rotation reveals its own seed; one live pair stays', async () => {
    const session = await launch();
    const first = (await game(session, 'GET', '/bgs/api/session')).json().value.seed.serverSeedHash as string;
    const rotate = () => game(session, 'POST', '/bgs/api/seed', {});
    const play = () => game(session, 'POST', '/bgs/api/play', { amount: 0.1, params: { target: 50, over: true } });
    const answers = await Promise.all(Array.from({ length: PARALLEL * 2 }, (_, i) => (i % 2 ? play() : rotate())));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL * 2).fill(200));

    const rotations = answers.filter((_, i) => i % 2 === 0).map((r) => r.json().value);
    const revealed = rotations.map((r) => r.previous.serverSeedHash as string);
    expect(new Set(rotations.map((r) => r.previous.serverSeed)).size).toBe(PARALLEL);
    expect(new Set(revealed).size).toBe(PARALLEL);
    // The rotations form one chain: each revealed the pair the one before made, starting from the first pair.
    const live = (await game(session, 'GET', '/bgs/api/session')).json().value.seed.serverSeedHash as string;
    const made = rotations.map((r) => r.current.serverSeedHash as string);
    expect(new Set([first, ...made])).toEqual(new Set([...revealed, live]));

    const livePairs = await t.app.deps.database.db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)));
    expect(livePairs.map((p) => p.serverSeedHash)).toEqual([live]);
  });
});
