import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAdjustment } from '../../ledger/postings.js';
import { createMember, nextIp, tokenFor } from '../../test/accounts.js';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLotteryDeskScheduleRepo } from './lottery-desk-schedule-repo.js';
import { createLotteryDraws } from './lottery-draw-service.js';
import { signFeedPush } from './lottery-feed-service.js';

/**
 * A game's schedule and results feed on the lottery desk, through the routes (docs/lottery.md "Running the lottery").
 * The clock stands at 2026-06-01 12:00 UTC: SSC_5 (in-house, every 5 minutes from 00:00 UTC, closes 30 s before) takes
 * bets on 20260601-1205; DAILY_3D (official, offline feed) draws 21:15 Shanghai.
 */
let t: TestApp;
let owner = '';
let risk = '';
let boreal = '';

beforeAll(async () => {
  t = await createTestApp();
  const draws = createLotteryDraws({ database: t.app.deps.database, clock: t.clock });
  await draws.scheduleAhead();
  await draws.advanceStates();
  owner = (await tokenOfRole(t.app, 'owner')).token;
  risk = (await tokenOfRole(t.app, 'risk', ['aurora'])).token;
  boreal = (await tokenOfRole(t.app, 'admin', ['bengal'])).token;
});
afterAll(() => t.close());

const op = (method: 'GET' | 'POST', path: string, token: string, payload: Record<string, unknown>) =>
  callOperator(t.app, method, `/console/api/lottery/${path}`, token, payload);

const schedule = (token: string, body: Record<string, unknown>) =>
  op('POST', 'schedule/set', token, {
    brand: 'aurora',
    game: 'SSC_5',
    scheduleKind: 'interval',
    intervalMinutes: 5,
    drawTime: '00:00',
    timeZone: 'UTC',
    resultDeadlineMinutes: 360,
    ...body,
  });

async function numeros(game: string, state: string) {
  const res = await op('GET', 'numeros', owner, { brand: 'aurora', game, state, pageNo: '1', pageSize: '100' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value.content as { numero: string; seedHash: string | null; drawAt: string }[])
    .map((n) => n.numero)
    .sort();
}

const gameOf = async (code: string, token = owner) =>
  (await op('GET', 'games', token, { brand: 'aurora' })).json().value.games.find((g: { gameCode: string }) => {
    return g.gameCode === code;
  });

describe('schedule', () => {
  it('regenerates only the free upcoming numeros: the open one and those with chase steps keep their times', async () => {
    const member = await createMember(t.app, 'aurora', { account: 'sched1' });
    const aurora = (await t.app.deps.brands.byCode('aurora'))?.id ?? 0;
    await t.app.deps.ledger.transfer(
      operatorAdjustment({
        brandId: aurora,
        memberId: member.id,
        amount: 1_000_000,
        reason: 't',
        key: 'sched:1',
        operator: 'test',
      }),
    );
    const placed = await t.app.inject({
      method: 'POST',
      url: '/lgw/lottery/bet',
      headers: { host: 'localhost', authorization: `Bearer ${await tokenFor(t.app, member)}` },
      remoteAddress: nextIp(),
      payload: {
        gameCode: 'SSC_5',
        numero: '20260601-1205',
        items: [{ playCode: 'SSC_DT', selection: [['DRAGON']], unitStake: 1, multiple: 1 }],
        chase: { numeros: 2 },
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // 12:05 .. 14:00: the open numero and 23 upcoming ones, two of them chased.
    expect(await numeros('SSC_5', 'upcoming')).toHaveLength(23);

    // Every 7 minutes from 00:03 UTC: 12:04, 12:11, ... 13:56.
    const res = await schedule(owner, { intervalMinutes: 7, drawTime: '00:03' });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.game).toMatchObject({
      gameCode: 'SSC_5',
      scheduleKind: 'interval',
      intervalMinutes: 7,
      drawTime: '00:03',
    });
    expect(value.removed).toBe(21);
    expect(value.created).toBe(17);
    expect(value.clashes).toEqual([]);
    expect(value.kept).toEqual([
      {
        numero: '20260601-1205',
        state: 'open',
        closeAt: '2026-06-01T12:04:30.000Z',
        drawAt: '2026-06-01T12:05:00.000Z',
        onGrid: false,
      },
      {
        numero: '20260601-1210',
        state: 'upcoming',
        closeAt: '2026-06-01T12:09:30.000Z',
        drawAt: '2026-06-01T12:10:00.000Z',
        onGrid: false,
      },
      {
        numero: '20260601-1215',
        state: 'upcoming',
        closeAt: '2026-06-01T12:14:30.000Z',
        drawAt: '2026-06-01T12:15:00.000Z',
        onGrid: false,
      },
    ]);
    const upcoming = await numeros('SSC_5', 'upcoming');
    expect(upcoming).toHaveLength(19);
    expect(upcoming).toEqual(
      expect.arrayContaining(['20260601-1204', '20260601-1210', '20260601-1211', '20260601-1215', '20260601-1356']),
    );
    expect(upcoming).not.toContain('20260601-1220');
    // The new in-house numeros publish their seed hash at once.
    const page = await op('GET', 'numeros', owner, {
      brand: 'aurora',
      game: 'SSC_5',
      state: 'upcoming',
      pageNo: '1',
      pageSize: '100',
    });
    for (const n of page.json().value.content) expect(n.seedHash).toMatch(/^[0-9a-f]{64}$/);

    const [audit] = await auditRows(t.app, 'lotteryDeskScheduleSet');
    expect(audit).toMatchObject({
      target_type: 'lottery_game',
      before: { gameCode: 'SSC_5', intervalMinutes: 5, drawTime: '00:00' },
      after: { gameCode: 'SSC_5', intervalMinutes: 7, drawTime: '00:03', removed: 21, created: 17 },
    });
  });

  it("never makes a second numero of a kept one's name: the kept one stays, named in clashes", async () => {
    // Back to every 5 minutes from 00:00: 1205, 1210 and 1215 are the kept numeros' names (and times).
    const res = await schedule(owner, {});
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.removed).toBe(17);
    expect(value.clashes).toEqual(['20260601-1205', '20260601-1210', '20260601-1215']);
    expect(value.created).toBe(21);
    expect(value.kept.map((k: { onGrid: boolean }) => k.onGrid)).toEqual([true, true, true]);
    expect(await numeros('SSC_5', 'upcoming')).toHaveLength(23);
  });

  it('takes a weekly schedule in a zone by its canonical name, and a daily one', async () => {
    const weekly = await schedule(owner, {
      game: 'MARK_SIX',
      scheduleKind: 'weekly',
      intervalMinutes: null,
      weekDays: [5, 1, 1],
      drawTime: '20:45',
      timeZone: 'Asia/Hong_Kong',
      resultDeadlineMinutes: 240,
    });
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(weekly.json().value.game).toMatchObject({
      weekDays: [1, 5],
      intervalMinutes: null,
      resultDeadlineMinutes: 240,
    });
    // 2026-06-01 is a Monday: Monday 20:45 Hong Kong is 12:45 UTC, then Friday 5 June.
    expect(await numeros('MARK_SIX', 'upcoming')).toEqual(['20260601', '20260605']);
  });

  it.each([
    [{ intervalMinutes: 0 }, 'intervalMinutes'],
    [{ intervalMinutes: 1441 }, 'intervalMinutes'],
    [{ intervalMinutes: null }, 'intervalMinutes'],
    [{ drawTime: '24:00' }, 'drawTime'],
    [{ drawTime: '9:30' }, 'drawTime'],
    [{ scheduleKind: 'weekly', weekDays: [] }, 'weekDays'],
    [{ scheduleKind: 'weekly', weekDays: [7] }, 'weekDays'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    [{ timeZone: '' }, 'timeZone'],
    [{ resultDeadlineMinutes: 0 }, 'resultDeadlineMinutes'],
    // SSC_5 closes 30 s before its draw: a numero must close before the next one's draw.
    [{ intervalMinutes: 1, game: 'DAILY_3D' }, 'intervalMinutes'],
  ] as [Record<string, unknown>, string][])('refuses %j, changing nothing', async (body, path) => {
    const before = await gameOf(String(body.game ?? 'SSC_5'));
    const res = await schedule(owner, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('invalid_input');
    expect(JSON.stringify(res.json().details ?? res.json())).toContain(path);
    expect(await gameOf(String(body.game ?? 'SSC_5'))).toEqual(before);
  });

  it('needs lottery.manage and the brand in scope', async () => {
    expect((await schedule(risk, {})).statusCode).toBe(403);
    expect((await schedule(boreal, {})).statusCode).toBe(403);
    expect((await schedule(owner, { game: 'NOPE' })).statusCode).toBe(404);
  });
});

describe('schedule change and chase at the same time (PostgreSQL)', () => {
  it.runIf(process.env.DATABASE_URL)(
    'a chase whose later numeros a schedule change deletes under it is refused with a code, and holds nothing',
    async () => {
      const member = await createMember(t.app, 'aurora', { account: 'sched2' });
      const aurora = (await t.app.deps.brands.byCode('aurora'))?.id ?? 0;
      await t.app.deps.ledger.transfer(
        operatorAdjustment({
          brandId: aurora,
          memberId: member.id,
          amount: 1_000_000,
          reason: 't',
          key: 'sched:2',
          operator: 'test',
        }),
      );
      const token = await tokenFor(t.app, member);
      const game = await gameOf('SSC_3');
      // The schedule change's transaction: SSC_3's free upcoming numeros deleted, not committed yet.
      let locked!: () => void;
      let release!: () => void;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const change = t.app.deps.database.transaction(async (tx) => {
        await createLotteryDeskScheduleRepo().deleteFreeUpcoming(game.id, tx);
        locked();
        await gate;
      });
      await isLocked;
      const bet = t.app.inject({
        method: 'POST',
        url: '/lgw/lottery/bet',
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
        remoteAddress: nextIp(),
        payload: {
          gameCode: 'SSC_3',
          numero: '20260601-1203',
          items: [{ playCode: 'SSC_DT', selection: [['DRAGON']], unitStake: 1, multiple: 1 }],
          chase: { numeros: 2 },
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      release();
      await change;
      const res = await bet;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('lottery_chase_too_long');
      const bets = await t.app.inject({
        method: 'GET',
        url: '/lgw/lottery/bets?gameCode=SSC_3',
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
        remoteAddress: nextIp(),
      });
      expect(bets.json().value.content ?? bets.json().value).toHaveLength(0);
    },
  );
});

describe('results feed', () => {
  function push(key: string) {
    const raw = JSON.stringify({ brand: 'aurora', gameCode: 'DAILY_3D', numero: '20260601', result: ['1', '2', '3'] });
    const at = t.clock.now().getTime();
    return t.app.inject({
      method: 'POST',
      url: '/feeds/lottery/results',
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        'x-wl-timestamp': String(at),
        'x-wl-signature': signFeedPush(key, at, raw),
      },
      remoteAddress: nextIp(),
      payload: raw,
    });
  }
  const feed = (token: string, body: Record<string, unknown>) =>
    op('POST', 'feed/set', token, { brand: 'aurora', game: 'DAILY_3D', ...body });

  it('switches to http with a key answered once, which signs pushes; a new key retires it', async () => {
    const res = await feed(owner, { feed: 'http' });
    expect(res.statusCode, res.body).toBe(200);
    const key = res.json().value.feedKey as string;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(res.json().value.game.resultsFeed).toBe('http');
    // Signed with the key, the push gets past the signature (the numero draws at 13:15 UTC, not yet).
    const early = await push(key);
    expect(early.statusCode, early.body).toBe(400);
    expect(JSON.stringify(early.json())).toContain('numero');

    // Setting http again makes no key; the key is in no other answer nor in the audit log.
    const again = await feed(owner, { feed: 'http' });
    expect(again.json().value.feedKey).toBeNull();
    const games = await op('GET', 'games', owner, { brand: 'aurora' });
    expect(games.body).not.toContain(key);
    const audit = await auditRows(t.app, 'lotteryDeskFeedSet');
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(key);
    expect(audit[0]).toMatchObject({
      before: { resultsFeed: 'offline' },
      after: { resultsFeed: 'http', newKey: true },
    });

    const renewed = await op('POST', 'feed/key', owner, { brand: 'aurora', game: 'DAILY_3D' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = renewed.json().value.feedKey as string;
    expect(next).toMatch(/^[0-9a-f]{64}$/);
    expect(next).not.toBe(key);
    expect((await push(key)).statusCode).toBe(403);
    expect((await push(next)).statusCode).toBe(400);
    expect(JSON.stringify(await auditRows(t.app, 'lotteryDeskFeedKey'))).not.toContain(next);
  });

  it('switches to manual (no key, pushes refused) and back to offline', async () => {
    const manual = await feed(owner, { feed: 'manual' });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(manual.json().value).toMatchObject({ feedKey: null, game: { resultsFeed: 'manual' } });
    // A manual game takes no pushes: refused as a push it cannot check (lottery-feed-service.ts).
    expect((await push('anything')).statusCode).toBe(403);
    expect((await op('POST', 'feed/key', owner, { brand: 'aurora', game: 'DAILY_3D' })).statusCode).toBe(400);
    const offline = await feed(owner, { feed: 'offline' });
    expect(offline.json().value).toMatchObject({ feedKey: null, game: { resultsFeed: 'offline' } });
  });

  it('leaves manual entry only once no entered result waits for its second operator, naming the draws', async () => {
    expect((await feed(owner, { feed: 'manual' })).statusCode).toBe(200);
    // DAILY_3D's numero 20260601 draws 13:15 UTC: at 13:16 its result is entered by one operator.
    t.clock.set(new Date('2026-06-01T13:16:00Z'));
    await createLotteryDraws({ database: t.app.deps.database, clock: t.clock }).advanceStates();
    // Tokens made at the clock's time (an idle session ends).
    const maker = (await tokenOfRole(t.app, 'admin')).token;
    const checker = (await tokenOfRole(t.app, 'owner')).token;
    const setter = (await tokenOfRole(t.app, 'owner')).token;
    const ref = { brand: 'aurora', game: 'DAILY_3D', numero: '20260601' };
    const entered = await op('POST', 'numeros/enter', maker, { ...ref, draw: ['4', '5', '6'] });
    expect(entered.statusCode, entered.body).toBe(200);
    const switches = (await auditRows(t.app, 'lotteryDeskFeedSet')).length;

    // A feed would draw it with its own result and the entry would be lost: refused, the draw named.
    for (const to of ['offline', 'http']) {
      const refused = await feed(setter, { feed: to });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'lottery_results_awaiting_confirmation',
        value: { numeros: ['20260601'] },
      });
      expect(refused.json().message).toContain('20260601');
    }
    expect((await gameOf('DAILY_3D', setter)).resultsFeed).toBe('manual');
    expect(await auditRows(t.app, 'lotteryDeskFeedSet')).toHaveLength(switches);

    // Confirmed by a second operator, the draw is done and the feed may change.
    const confirmed = await op('POST', 'numeros/confirm', checker, { ...ref, draw: ['4', '5', '6'] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toMatchObject({ state: 'drawn', result: ['4', '5', '6'] });
    const offline = await feed(setter, { feed: 'offline' });
    expect(offline.statusCode, offline.body).toBe(200);
    expect(offline.json().value.game.resultsFeed).toBe('offline');

    // A game fed from outside takes no result by hand: the next day's draw, past its time, is refused an entry.
    t.clock.set(new Date('2026-06-02T13:16:00Z'));
    await createLotteryDraws({ database: t.app.deps.database, clock: t.clock }).advanceStates();
    const nextDay = (await tokenOfRole(t.app, 'owner')).token;
    const byHand = await op('POST', 'numeros/enter', nextDay, { ...ref, numero: '20260602', draw: ['1', '1', '1'] });
    expect(byHand.statusCode, byHand.body).toBe(409);
    expect(byHand.json().code).toBe('lottery_feed_not_manual');
    const listed = await op('GET', 'numeros', nextDay, { ...ref, state: 'closed', pageSize: '100' });
    expect(listed.json().value.content.find((n: { numero: string }) => n.numero === '20260602')).toMatchObject({
      enteredResult: null,
      waiting: true,
    });
    t.clock.set(new Date('2026-06-01T12:00:00Z'));
  });

  it('decides an entry racing a switch away from manual one way or the other, never both (the game row lock)', async () => {
    for (const day of ['03', '04', '05']) {
      t.clock.set(new Date(`2026-06-${day}T13:16:00Z`));
      await createLotteryDraws({ database: t.app.deps.database, clock: t.clock }).advanceStates();
      const maker = (await tokenOfRole(t.app, 'admin')).token;
      const checker = (await tokenOfRole(t.app, 'owner')).token;
      const setter = (await tokenOfRole(t.app, 'owner')).token;
      expect((await feed(setter, { feed: 'manual' })).statusCode).toBe(200);
      const ref = { brand: 'aurora', game: 'DAILY_3D', numero: `202606${day}` };
      const [entered, switched] = await Promise.all([
        op('POST', 'numeros/enter', maker, { ...ref, draw: ['7', '8', '9'] }),
        feed(setter, { feed: 'offline' }),
      ]);
      const outcome = [entered.statusCode, entered.json().code, switched.statusCode, switched.json().code];
      if (entered.statusCode === 200) {
        // The entry came first: the switch waits for the second operator.
        expect(outcome).toEqual([200, undefined, 409, 'lottery_results_awaiting_confirmation']);
        const confirmed = await op('POST', 'numeros/confirm', checker, { ...ref, draw: ['7', '8', '9'] });
        expect(confirmed.json().value).toMatchObject({ state: 'drawn', result: ['7', '8', '9'] });
      } else {
        // The switch came first: the game takes no hand entry any more.
        expect(outcome).toEqual([409, 'lottery_feed_not_manual', 200, undefined]);
        expect((await gameOf('DAILY_3D', setter)).resultsFeed).toBe('offline');
      }
    }
    t.clock.set(new Date('2026-06-01T12:00:00Z'));
    expect((await feed(owner, { feed: 'offline' })).statusCode).toBe(200);
  });

  it('refuses a feed for an in-house game, an unknown feed, and callers without lottery.manage or scope', async () => {
    const inHouse = await feed(owner, { game: 'SSC_1', feed: 'manual' });
    expect(inHouse.statusCode).toBe(400);
    expect(JSON.stringify(inHouse.json())).toContain('feed');
    expect((await gameOf('SSC_1')).resultsFeed).toBeNull();
    expect((await feed(owner, { feed: 'ftp' })).statusCode).toBe(400);
    expect((await feed(risk, { feed: 'manual' })).statusCode).toBe(403);
    expect((await feed(boreal, { feed: 'manual' })).statusCode).toBe(403);
    expect((await op('POST', 'feed/key', risk, { brand: 'aurora', game: 'DAILY_3D' })).statusCode).toBe(403);
    expect((await gameOf('DAILY_3D')).resultsFeed).toBe('offline');
  });
});
