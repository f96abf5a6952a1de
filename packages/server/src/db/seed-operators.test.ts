import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The demo operators (README "Demo accounts"): seeded by default, never with DEMO_OPERATORS=false (production). */
let t: TestApp | null = null;
afterEach(async () => {
  delete process.env.DEMO_OPERATORS;
  await t?.close();
  t = null;
});

async function operatorsOf(app: TestApp) {
  const result = await app.app.deps.database.db.execute(
    sql`select account, role, all_brands, totp_enabled from operators order by id`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('demo operators', () => {
  it('are seeded enrolled, of several roles', async () => {
    t = await createTestApp();
    const rows = await operatorsOf(t);
    expect(rows.map((r) => r.account)).toEqual([
      'owner01',
      'finance01',
      'finance02',
      'risk01',
      'content01',
      'support01',
    ]);
    expect(rows.every((r) => r.totp_enabled === true)).toBe(true);
  });

  it('are not created with DEMO_OPERATORS=false', async () => {
    process.env.DEMO_OPERATORS = 'false';
    t = await createTestApp();
    expect(await operatorsOf(t)).toEqual([]);
  });
});
