import { describe, expect, it } from 'vitest';
import { CAPABILITIES, can, OPERATOR_ROLES, ROLE_CAPABILITIES } from './operator-capabilities.js';
import { OPERATOR_ROUTE_LIST } from './operator-routes.js';

describe('operator roles and capabilities', () => {
  it('gives the owner everything and every other role less', () => {
    for (const capability of CAPABILITIES) expect(can('owner', capability)).toBe(true);
    for (const role of OPERATOR_ROLES.filter((r) => r !== 'owner')) {
      expect(ROLE_CAPABILITIES[role].length, role).toBeLessThan(CAPABILITIES.length);
    }
  });

  it('keeps the checker apart from content and support staff', () => {
    expect(can('finance', 'money.approve')).toBe(true);
    expect(can('support', 'money.adjust')).toBe(false);
    expect(can('content', 'members.read')).toBe(false);
    expect(can('risk', 'members.manage')).toBe(true);
  });

  it('names every operator route once, under /console/api/, with a capability known to the table', () => {
    const keys = OPERATOR_ROUTE_LIST.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of OPERATOR_ROUTE_LIST) {
      expect(route.path, route.name).toMatch(/^\/console\/api\//);
      if (route.capability) expect(CAPABILITIES, route.name).toContain(route.capability);
      if (route.auth === 'public') expect(route.capability, route.name).toBeNull();
      if (route.audited) expect(route.method, route.name).not.toBe('GET');
    }
  });
});
