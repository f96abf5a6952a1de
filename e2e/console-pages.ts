import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';

/** The demo operators' password and TOTP secrets (server src/db/seed-operators.ts, README "Operators"). */
export const OPERATOR_PASSWORD = 'Operator1234!';
export const OPERATOR_SECRETS = {
  owner01: 'BZKD2KKWPLPOUUU26B6553TMFQFXT4GM',
  finance01: 'GFYTHNLHJSJXMOR5WM2BM3C72QCRJBUW',
  finance02: 'CQE33QYCES2FGTH3DKOSION5SGHJDBJD',
  risk01: 'RE7ZMATIS4CJGCUKTZ544DHOFVMA5J2C',
  content01: 'KYHBLU57X2HRKL45RMNKSICNRQJPVSPT',
  support01: 'UASHSLHRALAIBKP37Y56FAGYN2P3LQGZ',
} as const;
export type DemoOperator = keyof typeof OPERATOR_SECRETS;

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The RFC 6238 code (SHA-1, 6 digits, 30 s) an authenticator app would show now. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** The console's login page (/console/login): password, then the TOTP code. */
export class ConsoleLogin {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/console/login');
  }

  async signIn(account: DemoOperator) {
    await this.page.getByLabel('Account').fill(account);
    await this.page.getByLabel('Password').fill(OPERATOR_PASSWORD);
    await this.page.getByRole('button', { name: 'Next' }).click();
    await this.page.getByLabel('Authentication code').fill(totp(OPERATOR_SECRETS[account]));
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}

/** The console's frame: the left nav, the brand picker and the account menu. */
export class ConsoleShell {
  constructor(readonly page: Page) {}

  nav() {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  /** A select fed by the brands list route (a role that may read brands), or a code typed. */
  async chooseBrand(code: string) {
    const brand = this.page.getByRole('banner').getByLabel('Brand');
    if ((await brand.evaluate((el) => el.tagName)) === 'SELECT') {
      await brand.locator(`option[value="${code}"]`).waitFor({ state: 'attached' });
      await brand.selectOption(code);
      return;
    }
    await brand.fill(code);
    await brand.press('Enter');
  }

  async logout() {
    await this.page
      .getByRole('banner')
      .getByRole('button', { name: /\w+01|\w+02/ })
      .click();
    await this.page.getByRole('button', { name: 'Log out' }).click();
  }
}
