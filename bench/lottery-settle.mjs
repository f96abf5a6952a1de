// Lottery settlement on PostgreSQL (issue 14 "Tests and figures": settle 100,000 bets of one numero in under 5 s,
// beside a baseline of the same rows written by plain set-based SQL in the same run). In a database of its own:
// 1,000 members, one numero of the seeded SSC_1 game, 100,000 open bets written with SQL (each member's stake
// through the real ledger, one transfer per member), a result from the real `deriveDraw`, then the real
// `settleNumero` of the built server, timed; then the baseline on copies of the tables taken before settling.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = (p) => import(pathToFileURL(path.join(root, 'packages/server/dist', p)).href);
const rules = (p) => import(pathToFileURL(path.join(root, 'packages/rules/dist/lottery', p)).href);

const SERIES = 1950;
/** The slip items bets are made of, SSC plays with win chances from about 1 in 30 to 9 in 10. */
const ITEMS = [
  { playCode: 'SSC_L2_BSOE', selection: [['BIG'], ['ODD']] },
  { playCode: 'SSC_DT', selection: [['DRAGON', 'TIGER']] },
  { playCode: 'SSC_FIXED', selection: [['1', '2'], [], [], [], ['5']] },
  {
    playCode: 'SSC_L3_DIRECT',
    selection: [
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ],
  },
  { playCode: 'SSC_L3_GROUP6', selection: [['0', '2', '4', '6', '8']] },
  {
    playCode: 'SSC_L2_DIRECT',
    selection: [
      ['0', '1', '2', '3', '4'],
      ['5', '6', '7', '8', '9'],
    ],
  },
  { playCode: 'SSC_L3_SUM', selection: [['10', '11', '12', '13']] },
  {
    playCode: 'SSC_5_DIRECT',
    selection: [
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
      ['7', '8'],
      ['9', '0'],
    ],
  },
];
const UNIT_STAKE = 20_000; // 2.00 in ledger units

export async function benchLotterySettle({ baseUrl, bets = 100_000, members = 1_000 }) {
  const name = `wl_bench_settle_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = `${baseUrl}/${name}`;
  let database = null;
  const sqlClient = new pg.Client({ connectionString: url });
  // A connection ended by the DROP below must not end the process.
  sqlClient.on('error', () => {});
  try {
    const { openDatabase } = await server('db/client.js');
    const { seed } = await server('db/seed.js');
    const { createLedger } = await server('ledger/ledger.js');
    const { lotteryStake } = await server('ledger/lottery-postings.js');
    const { operatorAdjustment } = await server('ledger/postings.js');
    const { createMemberRepo } = await server('modules/account/member-repo.js');
    const { createLotterySettlement } = await server('modules/lottery/lottery-settlement.js');
    const { units } = await rules('plays-units.js');
    const { playOdds4 } = await rules('odds.js');
    const { deriveDraw } = await rules('draw.js');

    database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
    await database.migrate();
    await seed(database.db);
    const ledger = createLedger(database);
    await sqlClient.connect();
    const q = (text, values) => sqlClient.query(text, values);

    const seeding = Date.now();
    const { rows: games } = await q(
      `select id, game_code from lottery_games where brand_id = 1 and game_code = 'SSC_1'`,
    );
    const game = games[0];
    const now = new Date();
    const numero = 'BENCH-0001';
    const { rows: numeros } = await q(
      `insert into lottery_numeros (game_id, numero, open_at, close_at, draw_at, state)
       values ($1, $2, $3, $4, $4, 'open') returning id`,
      [game.id, numero, new Date(now.getTime() - 60_000), new Date(now.getTime() - 1_000)],
    );
    const numeroId = Number(numeros[0].id);

    const items = ITEMS.map((item) => {
      const u = units(item.playCode, item.selection);
      return { ...item, units: u, stake: u * UNIT_STAKE, odds: playOdds4(item.playCode, SERIES) };
    });
    const repo = createMemberRepo(database.db);
    const memberIds = [];
    for (let i = 0; i < members; i++) {
      const m = await repo.create({ brandId: 1, account: `settle${i}`, nickname: 's', type: 0 });
      memberIds.push(m.id);
    }
    // Each member's stake for its bets, through the real ledger: funded, then one stake transfer per member.
    const stakeOf = (memberIndex) => {
      let total = 0;
      for (let b = memberIndex; b < bets; b += members) total += items[b % items.length].stake;
      return total;
    };
    const stakeTransfer = [];
    for (let i = 0; i < members; i++) {
      const amount = stakeOf(i);
      await ledger.transfer(
        operatorAdjustment({
          brandId: 1,
          memberId: memberIds[i],
          amount,
          reason: 'bench',
          key: `settle-fund-${i}`,
          operator: 'bench',
        }),
      );
      const t = await ledger.transfer(
        lotteryStake({
          brandId: 1,
          memberId: memberIds[i],
          ref: `bench:${i}`,
          amount,
          gameCode: game.game_code,
          numero,
        }),
      );
      stakeTransfer.push(t.transferId);
    }
    // 100,000 open bets in one INSERT ... SELECT: bet b is member b mod 1000's, item b mod 8.
    await q(
      `insert into lottery_bets (brand_id, member_id, game_id, numero_id, play_code, selection, units, unit_stake,
         multiple, stake, odds, max_payout, series, upline_series, stake_transfer_id, placed_at)
       select 1, m.id, $1, $2, it.v->>'play_code', it.v->'selection', (it.v->>'units')::int, $3::bigint, 1,
         (it.v->>'units')::int * $3::bigint, it.v->'odds', (it.v->>'units')::int * $3::bigint * 1000,
         $4, '[]'::jsonb, m.transfer_id, $5
       from generate_series(0, $6 - 1) b
       join unnest($7::int[], $8::bigint[]) with ordinality as m(id, transfer_id, n) on m.n = b % $9 + 1
       join jsonb_array_elements($10::jsonb) with ordinality as it(v, n) on it.n = b % $11 + 1
       order by b`,
      [
        game.id,
        numeroId,
        UNIT_STAKE,
        SERIES,
        now,
        bets,
        memberIds,
        stakeTransfer,
        members,
        JSON.stringify(
          items.map((it) => ({ play_code: it.playCode, selection: it.selection, units: it.units, odds: it.odds })),
        ),
        items.length,
      ],
    );
    // Their `bets` rows (design.md "Bets and turnover"), as placement writes them.
    await q(
      `insert into bets (brand_id, member_id, game_kind, vendor_code, game_code, stake, status, placed_at,
         source_kind, source_ref)
       select brand_id, member_id, 'ELOTT', 'ELOTT', $1, stake, 'open', placed_at, 'lottery_bet', id::text
       from lottery_bets where numero_id = $2`,
      [game.game_code, numeroId],
    );
    // And their hourly rollups, as placement adds an open bet's stake and count (modules/bets/bet-service.ts).
    await q(
      `insert into bet_hourly (brand_id, member_id, game_kind, hour, stake, count)
       select brand_id, member_id, 'ELOTT', date_trunc('hour', placed_at at time zone 'UTC') at time zone 'UTC',
         sum(stake), count(*)
       from lottery_bets where numero_id = $1 group by 1, 2, 3, 4`,
      [numeroId],
    );
    // A fixed seed, so every run settles the same result (a quarter of the bets win) and runs compare.
    const serverSeed = process.env.BENCH_LOTTERY_SEED ?? 'b2'.repeat(32);
    const result = deriveDraw('SSC', serverSeed, game.game_code, numero);
    await q(
      `update lottery_numeros set state = 'drawn', seed = $2, result = $3::jsonb, result_source = 'in_house',
         drawn_at = now() where id = $1`,
      [numeroId, serverSeed, JSON.stringify(result)],
    );
    // The baseline's tables, copies (with their indexes and checks) of what settlement writes, taken before it.
    for (const table of [
      'lottery_bets',
      'bets',
      'bet_hourly',
      'ledger_transfers',
      'ledger_entries',
      'ledger_accounts',
    ]) {
      await q(`create table bl_${table} (like ${table} including all)`);
      await q(`insert into bl_${table} select * from ${table}`);
    }
    await q('analyze');
    const seedSeconds = (Date.now() - seeding) / 1000;

    // Ours: the real settlement of the numero, as the settlement job runs it.
    const settlement = createLotterySettlement({ database, clock: { now: () => new Date() }, ledger });
    // Each timed part starts from a checkpoint, so neither pays for writing out the other's (or the seeding's) pages.
    await q('checkpoint');
    const t0 = process.hrtime.bigint();
    const totals = await settlement.settleNumero(numeroId);
    const settleMs = Number(process.hrtime.bigint() - t0) / 1e6;
    const again = await settlement.settleNumero(numeroId);
    // `npm run admin -- ledger check` on the result (the baseline's copies are not ledger tables).
    const { runLedgerCheck } = await server('ledger/ledger-check-report.js');
    const check = await runLedgerCheck(database.db);

    const { rows: counts } = await q(
      `select count(*)::int as bets, count(*) filter (where close_transfer_id is not null)::int as transfers
       from lottery_bets where numero_id = $1 and status <> 'open'`,
      [numeroId],
    );
    // The baseline: the same rows by set-based SQL in one transaction: the bet rows' outcome (UPDATE ... FROM), the
    // `bets` rows and their members' hourly rollups, one transfer and two entries per payout (INSERT ... SELECT),
    // the balances of the accounts paid.
    await q(
      `create table bl_outcome as select b.id, b.member_id, b.status, b.winning_units, b.payout, a.id as account_id
       from lottery_bets b join ledger_accounts a on a.member_id = b.member_id and a.code = 'main'
       where b.numero_id = $1`,
      [numeroId],
    );
    await q('create unique index on bl_outcome (id)');
    await q('analyze bl_outcome');
    const { rows: houseRows } = await q(`select id from ledger_accounts where member_id is null and code = 'game'`);
    const house = houseRows[0].id;
    await q('checkpoint');
    const t1 = process.hrtime.bigint();
    await q('begin');
    await q(
      `update bl_lottery_bets b set status = o.status, winning_units = o.winning_units, payout = o.payout,
         settled_at = now() from bl_outcome o where b.id = o.id and b.status = 'open'`,
    );
    await q(
      `update bl_bets x set status = 'settled', payout = o.payout,
         valid_turnover = case when o.payout <> x.stake then x.stake else 0 end, profit = o.payout - x.stake,
         settled_at = now()
       from bl_outcome o where x.source_kind = 'lottery_bet' and x.source_ref = o.id::text and x.status = 'open'`,
    );
    await q(
      `update bl_bet_hourly h set payout = h.payout + d.payout, profit = h.profit + d.payout - d.stake,
         valid_turnover = h.valid_turnover + d.turnover
       from (select b.member_id, sum(o.payout) as payout, sum(b.stake) as stake,
               sum(case when o.payout <> b.stake then b.stake else 0 end) as turnover
             from bl_outcome o join bl_lottery_bets b on b.id = o.id group by b.member_id) d
       where h.member_id = d.member_id and h.game_kind = 'ELOTT'`,
    );
    await q(
      `insert into bl_ledger_transfers (brand_id, idempotency_key, request_hash, kind, reason, metadata)
       select 1, 'lottery:bet:' || id || ':close', md5(id::text), 'lottery_payout', 'SSC_1',
         jsonb_build_object('betId', id::text)
       from bl_outcome where payout > 0`,
    );
    await q(
      `insert into bl_ledger_entries (transfer_id, account_id, amount, balance_after)
       select t.id, e.account_id, e.amount, 0
       from bl_ledger_transfers t
       join bl_outcome o on t.idempotency_key = 'lottery:bet:' || o.id || ':close'
       cross join lateral (values (${house}::bigint, -o.payout), (o.account_id, o.payout)) as e(account_id, amount)`,
    );
    await q(
      `update bl_ledger_accounts a set balance = a.balance + d.amount
       from (select account_id, sum(payout) as amount from bl_outcome where payout > 0 group by account_id
             union all select ${house}, -sum(payout) from bl_outcome where payout > 0) d
       where a.id = d.account_id`,
    );
    await q('commit');
    const baselineMs = Number(process.hrtime.bigint() - t1) / 1e6;
    return {
      bets,
      members,
      seedSeconds,
      settleMs,
      baselineMs,
      totals,
      again,
      ledgerCheck: check.ok ? 'clean' : problems(check),
      closed: counts[0].bets,
      transfers: counts[0].transfers,
    };
  } finally {
    await sqlClient.end().catch(() => {});
    await database?.close();
    if (!process.env.BENCH_KEEP_DB) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The non-empty lists of a ledger check report, with their length. */
function problems(report, prefix = '') {
  const out = [];
  for (const [key, value] of Object.entries(report)) {
    if (Array.isArray(value) && value.length > 0) out.push(`${prefix}${key} ${value.length}`);
    else if (value && typeof value === 'object' && !Array.isArray(value)) out.push(problems(value, `${key}.`));
  }
  return out.filter(Boolean).join(', ');
}

export function printLotterySettle(s) {
  console.log(
    `\n== Lottery settlement on PostgreSQL (${s.bets.toLocaleString('en')} bets of one numero, ${s.members} members)`,
  );
  console.log(
    `baseline  set-based SQL, same rows          ${(s.baselineMs / 1000).toFixed(2).padStart(7)} s   (${s.closed} bet rows x 2, rollups, ${s.transfers} transfers, ${s.transfers * 2} entries)`,
  );
  console.log(
    `ours      settleNumero                      ${(s.settleMs / 1000).toFixed(2).padStart(7)} s   ratio ${(s.settleMs / s.baselineMs).toFixed(1)}x the baseline's time; ${Math.round(s.bets / (s.settleMs / 1000)).toLocaleString('en')} bets/s; target < 5 s: ${s.settleMs < 5000 ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `          settled ${s.totals.settled}, won ${s.totals.won}, paid ${(s.totals.paid / 10_000).toFixed(2)}; settled again: ${s.again.settled} changed; ledger check: ${s.ledgerCheck} (seeding took ${s.seedSeconds.toFixed(0)} s)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseUrl = (process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432').replace(/\/$/, '');
  printLotterySettle(await benchLotterySettle({ baseUrl, bets: Number(process.env.BENCH_LOTTERY_BETS ?? 100_000) }));
}
