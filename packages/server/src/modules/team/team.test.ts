import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/accounts.js';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The team tree (agent-rules.md AG-TREE): the closure table, its reads, and the operator's move of a team. */
let t: TestApp;
let admin = '';
let aurora = 0;
const ids: Record<string, number> = {};
const AGENT = 1;
const PLAYER = 0;

async function member(account: string, type: number, upline: string | null, brand = 'aurora') {
  const row = await createMember(t.app, brand, {
    account,
    type,
    ...(upline ? { uplineId: ids[upline] } : {}),
  });
  ids[account] = row.id;
  return row;
}

const team = () => t.app.services.team;
const accountsOf = (rows: { memberId: number }[]) =>
  rows.map((r) => Object.entries(ids).find(([, id]) => id === r.memberId)?.[0]);
const chainOf = async (account: string) =>
  (await team().chain(ids[account] as number)).map((id) => Object.entries(ids).find(([, v]) => v === id)?.[0]);
const move = (token: string, memberId: number | undefined, uplineAccount: string | null) =>
  callOperator(t.app, 'POST', '/console/api/members/move-team', token, { memberId, uplineAccount, reason: 'test' });

/** The closure must equal a walk of members.upline_id for every member (what the triggers promise). */
async function closureMatchesUplines() {
  const result = await t.app.deps.database.db.execute(sql`
    with recursive walk(member_id, ancestor_id, upline_id, depth) as (
      select id, id, upline_id, 0 from members
      union all
      select w.member_id, m.id, m.upline_id, w.depth + 1 from walk w join members m on m.id = w.upline_id
      where w.depth < 60
    )
    select count(*)::int as n from (
      (select ancestor_id, member_id, depth from walk except select ancestor_id, member_id, depth from member_ancestors)
      union all
      (select ancestor_id, member_id, depth from member_ancestors except select ancestor_id, member_id, depth from walk)
    ) diff`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await tokenOfRole(t.app, 'admin', ['aurora'])).token;
  aurora = (await t.app.deps.brands.byCode('aurora'))?.id ?? 0;
  // A1 -> B1 -> C1 (player), B1 -> C2; A2 (another top agent); P1 a direct player of the brand.
  await member('tm_a1', AGENT, null);
  await member('tm_b1', AGENT, 'tm_a1');
  await member('tm_c1', PLAYER, 'tm_b1');
  await member('tm_c2', AGENT, 'tm_b1');
  await member('tm_d1', PLAYER, 'tm_c2');
  await member('tm_a2', AGENT, null);
  await member('tm_p1', PLAYER, null);
});
afterAll(() => t.close());

describe('team tree', () => {
  it('records chain(m) for every new member, the member first, up to the top agent', async () => {
    expect(await chainOf('tm_d1')).toEqual(['tm_d1', 'tm_c2', 'tm_b1', 'tm_a1']);
    expect(await chainOf('tm_a1')).toEqual(['tm_a1']);
    expect(await closureMatchesUplines()).toBe(0);
  });

  it("answers an agent's team nearest first, its direct downlines, and membership", async () => {
    expect(accountsOf(await team().descendants(ids.tm_a1 as number))).toEqual(['tm_b1', 'tm_c1', 'tm_c2', 'tm_d1']);
    expect(accountsOf(await team().directDownlines(ids.tm_b1 as number))).toEqual(['tm_c1', 'tm_c2']);
    expect(await team().size(ids.tm_a1 as number)).toBe(4);
    expect(await team().inTeam(ids.tm_a1 as number, ids.tm_d1 as number)).toBe(true);
    expect(await team().inTeam(ids.tm_a2 as number, ids.tm_d1 as number)).toBe(false);
    expect(await team().directDownlineByAccount(ids.tm_b1 as number, 'TM_C1')).toBe(ids.tm_c1);
    expect(await team().directDownlineByAccount(ids.tm_a1 as number, 'tm_c1')).toBeNull();
  });

  it('links a member registered with an affiliate code under the agent', async () => {
    const agent = await t.app.deps.members.byAccount(aurora, 'agent01');
    const row = await createMember(t.app, 'aurora', { account: 'tm_reg1', uplineId: agent?.id ?? null });
    expect(await team().chain(row.id)).toEqual([row.id, agent?.id]);
  });
});

describe("an operator's move of a member with its team (AG-TREE-1)", () => {
  it('moves the member and its whole team under another agent, audited', async () => {
    const res = await move(admin, ids.tm_b1, 'tm_a2');
    expect(res.json()).toEqual({
      success: true,
      value: { memberId: ids.tm_b1, account: 'tm_b1', upline: 'tm_a2', teamSize: 3 },
    });
    expect(await chainOf('tm_d1')).toEqual(['tm_d1', 'tm_c2', 'tm_b1', 'tm_a2']);
    expect(accountsOf(await team().descendants(ids.tm_a1 as number))).toEqual([]);
    expect(await team().size(ids.tm_a2 as number)).toBe(4);
    expect(await closureMatchesUplines()).toBe(0);
    const [row] = (await auditRows(t.app, 'memberMoveTeam')).slice(-1);
    expect(row).toMatchObject({
      target_id: String(ids.tm_b1),
      before: { upline: 'tm_a1' },
      after: { upline: 'tm_a2', teamSize: 3, reason: 'test' },
    });
  });

  it("shows the member's place in the tree on the members desk", async () => {
    const res = await callOperator(t.app, 'GET', '/console/api/members/detail', admin, { memberId: ids.tm_b1 });
    expect(res.json().value.team).toEqual({ upline: 'tm_a2', directDownlines: 2, teamSize: 3 });
  });

  it('new lottery bets read the new chain, each series capped by the one above', async () => {
    const series = t.app.services.lotterySeries;
    await series.set(aurora, ids.tm_a1 as number, 1960);
    await series.set(aurora, ids.tm_a2 as number, 1900);
    const ofD1 = await series.ofMember(aurora, ids.tm_d1 as number);
    expect(ofD1.uplines.map((u) => u.memberId)).toEqual([ids.tm_c2, ids.tm_b1, ids.tm_a2]);
    expect(ofD1.uplines.at(-1)?.series).toBe(1900);
    expect(ofD1.series).toBeLessThanOrEqual(1900);
  });

  it('makes a member a direct member of the brand when the upline is null', async () => {
    const res = await move(admin, ids.tm_c2, null);
    expect(res.json().value).toMatchObject({ upline: null, teamSize: 1 });
    expect(await chainOf('tm_d1')).toEqual(['tm_d1', 'tm_c2']);
    expect(await closureMatchesUplines()).toBe(0);
  });

  it('refuses a move under the member itself or its own team, to a player, to the same upline, to nobody', async () => {
    expect((await move(admin, ids.tm_c2, 'tm_d1')).json()).toMatchObject({ code: 'team_upline_not_agent' });
    await move(admin, ids.tm_c2, 'tm_b1');
    const own = await move(admin, ids.tm_a2, 'tm_c2');
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('team_move_into_own_team');
    expect((await move(admin, ids.tm_a2, 'tm_a2')).json().code).toBe('team_move_into_own_team');
    expect((await move(admin, ids.tm_c2, 'tm_b1')).json().code).toBe('team_move_same_upline');
    expect((await move(admin, ids.tm_c2, 'nobody_here')).statusCode).toBe(404);
    expect(await chainOf('tm_d1')).toEqual(['tm_d1', 'tm_c2', 'tm_b1', 'tm_a2']);
    expect(await closureMatchesUplines()).toBe(0);
  });

  it("refuses an operator without members.manage, or outside the member's brand", async () => {
    const support = (await tokenOfRole(t.app, 'content', ['aurora'])).token;
    expect((await move(support, ids.tm_c1, 'tm_a1')).statusCode).toBe(403);
    const other = (await tokenOfRole(t.app, 'admin', ['bengal'])).token;
    expect((await move(other, ids.tm_c1, 'tm_a1')).json()).toMatchObject({ success: false, code: 'forbidden' });
    await member('tm_bg1', AGENT, null, 'bengal');
    // An agent of another brand is not found in the member's brand.
    expect((await move(admin, ids.tm_c1, 'tm_bg1')).statusCode).toBe(404);
  });

  it('lets only one of two crossing moves through, so the tree never gets a cycle', async () => {
    await member('tm_x', AGENT, null);
    await member('tm_y', AGENT, null);
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([move(admin, ids.tm_x, 'tm_y'), move(admin, ids.tm_y, 'tm_x')]);
      const codes = [a.json(), b.json()].map((body) => (body.success ? 'ok' : body.code)).sort();
      expect(codes).toEqual(['ok', 'team_move_into_own_team']);
      expect(await closureMatchesUplines()).toBe(0);
      // Back to two top agents for the next round.
      const moved = a.json().success ? 'tm_x' : 'tm_y';
      expect((await move(admin, ids[moved], null)).json().success).toBe(true);
    }
  });
});
