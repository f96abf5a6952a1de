import type { OperatorRole } from '@wl/contract/operator-capabilities';
import { hashPassword } from '../modules/account/passwords.js';
import type { Db } from './client.js';
import { brands } from './schema.js';
import { operatorBrands, operators } from './schema-operators.js';

/**
 * Demo operators of several roles (README "Demo accounts"), already enrolled in TOTP with fixed secrets so anyone can
 * log in to the console by computing codes from the README. A production install sets DEMO_OPERATORS=false and
 * creates its first owner with `npm run admin -- operator create`.
 */
export const DEMO_OPERATOR_PASSWORD = 'Operator1234!';

export const DEMO_OPERATORS: readonly {
  account: string;
  role: OperatorRole;
  brands: readonly string[] | 'all';
  totpSecret: string;
}[] = [
  { account: 'owner01', role: 'owner', brands: 'all', totpSecret: 'BZKD2KKWPLPOUUU26B6553TMFQFXT4GM' },
  { account: 'finance01', role: 'finance', brands: 'all', totpSecret: 'GFYTHNLHJSJXMOR5WM2BM3C72QCRJBUW' },
  { account: 'finance02', role: 'finance', brands: 'all', totpSecret: 'CQE33QYCES2FGTH3DKOSION5SGHJDBJD' },
  { account: 'risk01', role: 'risk', brands: ['aurora'], totpSecret: 'RE7ZMATIS4CJGCUKTZ544DHOFVMA5J2C' },
  { account: 'content01', role: 'content', brands: 'all', totpSecret: 'KYHBLU57X2HRKL45RMNKSICNRQJPVSPT' },
  { account: 'support01', role: 'support', brands: ['bengal'], totpSecret: 'UASHSLHRALAIBKP37Y56FAGYN2P3LQGZ' },
];

/** Inserts the demo operators that are missing; safe at every start and from several instances at once. */
export async function seedDemoOperators(db: Db): Promise<void> {
  if (process.env.DEMO_OPERATORS === 'false') return;
  const existing = await db.select({ account: operators.account }).from(operators);
  const have = new Set(existing.map((o) => o.account.toLowerCase()));
  const missing = DEMO_OPERATORS.filter((o) => !have.has(o.account));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  const brandRows = await db.select({ id: brands.id, code: brands.code }).from(brands);
  for (const demo of missing) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operators)
        .values({
          account: demo.account,
          passwordHash,
          role: demo.role,
          allBrands: demo.brands === 'all',
          totpSecret: demo.totpSecret,
          totpEnabled: true,
        })
        .onConflictDoNothing()
        .returning({ id: operators.id });
      if (!row || demo.brands === 'all') return;
      const ids = brandRows.filter((b) => demo.brands.includes(b.code)).map((b) => b.id);
      if (ids.length) {
        await tx
          .insert(operatorBrands)
          .values(ids.map((brandId) => ({ operatorId: row.id, brandId })))
          .onConflictDoNothing();
      }
    });
  }
}
