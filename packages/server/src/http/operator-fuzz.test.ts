import { OPERATOR_ROUTE_LIST } from '@wl/contract/operator-routes';
import type { RouteDef } from '@wl/contract/route-def';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../test/accounts.js';
import { fuzzCases, leaks } from '../test/fuzz-inputs.js';
import { tokenOfRole } from '../test/operators.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The console's lottery and cashier desks (finance, withdrawals, P2P, lottery games, results, corrections, limits,
 * odds tables, schedules, feeds) under malformed input from an owner of every brand, who passes every capability
 * and scope check: no answer is a 5xx, and none shows a stack, SQL or a server path. Routes are read from the
 * contract, so a desk route added later is fuzzed too.
 */
const ROUTES = OPERATOR_ROUTE_LIST.filter((r) => r.auth === 'operator' && ['lottery', 'cashier'].includes(r.area));

let t: TestApp;
let owner = '';

beforeAll(async () => {
  t = await createTestApp();
  owner = (await tokenOfRole(t.app, 'owner')).token;
});
afterAll(() => t?.close());

describe('every lottery and cashier desk route under malformed input, as an owner of every brand', () => {
  it('has the desks to walk', () => {
    expect(ROUTES.length).toBeGreaterThan(20);
  });

  it.each(ROUTES.map((def) => [`${def.method} ${def.path}`, def] as const))('%s', async (_name, def) => {
    const failures: string[] = [];
    const inQuery = def.method === 'GET' || def.method === 'DELETE';
    for (const c of fuzzCases(def as unknown as RouteDef)) {
      const res = await t.app.inject({
        method: def.method,
        url: inQuery && c.query !== undefined ? `${def.path}?${c.query}` : def.path,
        remoteAddress: nextIp(),
        headers: {
          authorization: `Bearer ${owner}`,
          ...(c.contentType && c.body !== undefined ? { 'content-type': c.contentType } : {}),
        },
        ...(c.body !== undefined && !inQuery ? { payload: c.body } : {}),
      });
      if (res.statusCode >= 500) failures.push(`${c.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400) {
        const leak = leaks(res.body);
        if (leak) failures.push(`${c.label}: ${leak} in ${res.body.slice(0, 300)}`);
      }
    }
    expect(failures.join('\n')).toBe('');
  });
});
