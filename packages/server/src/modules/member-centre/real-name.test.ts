import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, tokenFor } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The real name: the member sets it once in the security centre; then only an operator changes it, audited. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (token: string) =>
  (
    await t.app.inject({
      url: '/wps/member/security',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    })
  ).json().value;

describe('real name by the members desk', () => {
  it('lets an operator correct it, with the reason in the audit log, and only in their brands', async () => {
    const member = await createMember(t.app, 'aurora', { account: 'rn_one', password: 'secret123' });
    const token = await tokenFor(t.app, member);
    await t.app.inject({
      method: 'PUT',
      url: '/wps/member/security/profile',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      payload: { realName: 'Nguyen Van A' },
    });
    const risk = (await tokenOfRole(t.app, 'risk', ['aurora'])).token;
    const res = await callOperator(t.app, 'POST', '/console/api/members/real-name', risk, {
      memberId: member.id,
      realName: 'Nguyen Van An',
      reason: 'typo on the ID card check',
    });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(token)).realName).toBe('Nguyen Van An');
    const audit = await t.app.deps.database.db.execute(
      sql`select after from audit_log where action = 'memberSetRealName' and target_id = ${String(member.id)}`,
    );
    const rows = (audit as unknown as { rows: { after: Record<string, unknown> }[] }).rows;
    expect(rows[0]?.after).toMatchObject({
      realNameBefore: 'Nguyen Van A',
      realName: 'Nguyen Van An',
      reason: 'typo on the ID card check',
    });

    const elsewhere = (await tokenOfRole(t.app, 'risk', ['bengal'])).token;
    const refused = await callOperator(t.app, 'POST', '/console/api/members/real-name', elsewhere, {
      memberId: member.id,
      realName: 'Someone Else',
      reason: 'no',
    });
    expect(refused.json().code).toBe('forbidden');
    expect((await profileOf(token)).realName).toBe('Nguyen Van An');
  });
});
