import { can, OPERATOR_ROLES } from '@wl/contract/operator-capabilities';
import { OPERATOR_ROUTE_LIST } from '@wl/contract/operator-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../db/schema.js';
import { createMember, tokenFor } from '../test/accounts.js';
import { callOperator, createOperator, operatorToken, tokenOfRole } from '../test/operators.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { withdrawer } from '../test/withdrawals.js';

/**
 * Walks the operator route table (conventions.md "Tests": permission checks on every operator route): every operator
 * route refuses a caller without a console session (401), a role lacking its capability (403) and an operator scoped to
 * another brand than the target's (403).
 */
let t: TestApp;
const operatorRoutes = OPERATOR_ROUTE_LIST.filter((r) => r.auth === 'operator');
const samples: Record<string, unknown> = {
  brand: 'aurora',
  amount: 1,
  reason: 'permission walk',
  realName: 'Permission Walk',
  // The team move: to the brand itself (the sample member has no upline: 409 past the checks).
  uplineAccount: null,
  // The brands desk's changes, each leaving aurora as it was.
  on: false,
  blockedIps: [],
  blockedCountries: [],
  domains: [
    { domain: 'localhost', siteType: 'member', isMain: false },
    { domain: '127.0.0.1', siteType: 'member', isMain: false },
    { domain: '[::1]', siteType: 'member', isMain: false },
    { domain: 'aurora-play.example', siteType: 'member', isMain: true },
    { domain: 'agent.localhost', siteType: 'agent', isMain: false },
    { domain: 'agent.aurora-play.example', siteType: 'agent', isMain: false },
  ],
  // The content, games, feedback and chat desks' inputs.
  language: null,
  enabled: true,
  type: 'PL',
  execution: null,
  title: 'walk',
  html: '<p>walk</p>',
  promotionType: null,
  group: 'w_home',
  imageUrl: '/content/walk.png',
  linkType: 'none',
  target: null,
  section: 'help',
  anchor: 'walk',
  kind: 'banner',
  code: 'WALK',
  name: 'Walk',
  avatarUrl: null,
  intro: '',
  tags: [],
  online: true,
  sort: 0,
  handled: true,
  // The P2P desk's: a proof side and a decision (on a payment that does not exist: 404 past the checks).
  side: 'payer',
  result: 'unpaid',
  // The messages desk's.
  body: 'walk',
  audience: 'all',
  // The finance desk's channel and receiving-account settings.
  minAmount: 10,
  maxAmount: 50_000,
  feePercent: 0,
  feeFixed: 0,
  feePayer: 'member',
  // The withdrawal settings'.
  dailyCount: 5,
  dailyAmount: 200_000,
  opensAt: null,
  closesAt: null,
  presets: [100],
  bankName: 'Walk Bank',
  holderName: 'Walk',
  accountNumber: '0000 1111',
  branch: null,
  active: true,
  // The lottery desk's: a game and numero aurora does not have (404 past the checks), a draw of the right type.
  game: 'WALK_GAME',
  numero: '20260101',
  draw: ['1', '2', '3'],
  // A game's settings: a table play (also a play code of the limits route), a row of nulls, the defaults again.
  playCode: 'SEA4D_BIG',
  limits: { unitStakeMin: null, unitStakeMax: null, unitsMax: null, numeroStakeMax: null, numeroPayoutMax: null },
  odds4: null,
  // A game's schedule and results feed.
  scheduleKind: 'daily',
  drawTime: '21:15',
  timeZone: 'Asia/Shanghai',
  resultDeadlineMinutes: 360,
  feed: 'manual',
};
let memberToken = '';

beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t.app, 'aurora', { account: 'walk0001' });
  memberToken = await tokenFor(t.app, member);
  samples.memberId = member.id;
  // A pending request above the threshold, made by another operator, for the approve and reject routes.
  const maker = await tokenOfRole(t.app, 'finance');
  const pending = await callOperator(t.app, 'POST', '/console/api/money/credit', maker.token, {
    memberId: member.id,
    amount: 5000,
    reason: 'walk',
  });
  expect(pending.json().value.status).toBe('pending');
  samples.requestId = pending.json().value.id;
  // A feedback of aurora's, for the feedback routes (and an id the other desks' routes look up in aurora).
  const aurora = await t.app.deps.brands.byCode('aurora');
  const [sent] = await t.app.deps.database.db
    .insert(feedback)
    .values({ brandId: aurora?.id ?? 0, content: 'permission walk' })
    .returning({ id: feedback.id });
  samples.id = sent?.id;
  // A broadcast of aurora's, for the withdraw route.
  const owner = await tokenOfRole(t.app, 'owner');
  const broadcast = await callOperator(t.app, 'POST', '/console/api/messages/broadcasts', owner.token, {
    brand: 'aurora',
    title: 'walk',
    body: 'walk',
  });
  samples.broadcastId = broadcast.json().value.id;
  // A deposit order and a channel of aurora's with that same id, for the finance desk's routes.
  const order = await t.app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit',
    headers: { host: 'localhost', authorization: `Bearer ${memberToken}` },
    payload: { channel: 'testpay', amount: 10 },
  });
  expect(order.json().value.order.id).toBe(samples.id);
  const channels = await callOperator(t.app, 'GET', '/console/api/cashier/channels', maker.token, { brand: 'aurora' });
  const bank = channels.json().value.channels.find((c: { code: string }) => c.code === 'bank');
  expect(bank.id).toBe(samples.id);
  samples.channelId = bank.id;
  // A withdrawal of aurora's with that same id, for the withdrawal desk's routes.
  const withdrawal = await (await withdrawer(t.app, 'perm_wd', { funds: 500 })).withdraw(100);
  expect(withdrawal.json().value.order.id).toBe(samples.id);
  // A P2P payment of aurora's with that same id, paying part of that withdrawal, for the P2P desk's routes.
  const payment = await t.app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit',
    headers: { host: 'localhost', authorization: `Bearer ${memberToken}` },
    payload: { channel: 'p2p', amount: 10 },
  });
  expect(payment.json().value.p2p.id).toBe(samples.id);
});
afterAll(() => t.close());

/** A valid input for a route, aimed at brand aurora's member and request. */
function inputOf(route: (typeof operatorRoutes)[number]): Record<string, unknown> {
  const shape = (route.request as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  // A query string carries no null: a GET leaves such a key out.
  const carried = (key: string) => key in samples && !(route.method === 'GET' && samples[key] === null);
  return Object.fromEntries(Object.keys(shape).flatMap((key) => (carried(key) ? [[key, samples[key]]] : [])));
}

const call = (route: (typeof operatorRoutes)[number], token: string | null, payload = inputOf(route)) =>
  callOperator(t.app, route.method, route.path, token, payload);

describe('every operator route checks session, capability and brand scope', () => {
  it('has operator routes to walk, each declaring a capability unless it is about the session itself', () => {
    expect(operatorRoutes.length).toBeGreaterThan(12);
    const sessionOnly = operatorRoutes.filter((r) => r.capability === null).map((r) => r.name);
    expect(sessionOnly.sort()).toEqual(['operatorChangePassword', 'operatorLogout', 'operatorMe']);
    const publicRoutes = OPERATOR_ROUTE_LIST.filter((r) => r.auth === 'public').map((r) => r.name);
    expect(publicRoutes.sort()).toEqual(['operatorLogin', 'operatorLoginEnrol', 'operatorLoginTotp']);
    for (const route of OPERATOR_ROUTE_LIST) expect(route.path, route.name).toMatch(/^\/console\/api\//);
  });

  const noSession: [string, () => string | null][] = [
    ['no token', () => null],
    ['a made-up token', () => 'made-up-token'],
    ["a member's token", () => memberToken],
  ];
  for (const [label, token] of noSession) {
    it(`answers 401 not_logged_in with ${label}`, async () => {
      for (const route of operatorRoutes) {
        const res = await call(route, token());
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(401);
        expect(res.json(), route.name).toEqual({
          success: false,
          code: 'not_logged_in',
          message: 'You are not logged in, please login',
        });
      }
    });
  }

  it('answers 403 forbidden to every role that lacks the capability, and lets every role that has it through', async () => {
    const tokens = new Map<string, string>();
    for (const role of OPERATOR_ROLES) tokens.set(role, (await tokenOfRole(t.app, role)).token);
    for (const route of operatorRoutes) {
      const capability = route.capability;
      if (!capability) continue;
      const lacking = OPERATOR_ROLES.filter((role) => !can(role, capability));
      expect(lacking.length, `${route.name}: some role lacks ${capability}`).toBeGreaterThan(0);
      for (const role of OPERATOR_ROLES) {
        // The approve and reject routes run last in the loop below; here they would decide the sample request.
        if (can(role, capability) && route.area === 'money' && route.method === 'POST') continue;
        const res = await call(route, tokens.get(role) ?? '');
        if (can(role, capability)) {
          expect([401, 403], `${route.name} as ${role}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${route.name} as ${role}`).toBe(403);
          expect(res.json().code, `${route.name} as ${role}`).toBe('forbidden');
        }
      }
    }
  });

  it("answers 403 forbidden on every brand-scoped route to an operator of another brand's scope", async () => {
    const scopedRoutes = operatorRoutes.filter((r) => r.brandScoped);
    expect(scopedRoutes.map((r) => r.name)).toEqual(
      expect.arrayContaining(['memberDetail', 'moneyApprove', 'auditLog']),
    );
    const otherBrand = await tokenOfRole(t.app, 'owner', ['bengal']);
    for (const route of scopedRoutes) {
      const res = await call(route, otherBrand.token);
      expect(res.statusCode, `${route.name}: ${res.body}`).toBe(403);
      expect(res.json().code, route.name).toBe('forbidden');
    }
    // The same calls by an operator of aurora's scope pass the scope check.
    const sameBrand = await createOperator(t.app, 'owner', ['aurora', 'bengal']);
    const token = await operatorToken(t.app, sameBrand);
    for (const route of scopedRoutes) {
      const res = await call(route, token);
      expect([401, 403], `${route.name}: ${res.body}`).not.toContain(res.statusCode);
    }
  });
});
