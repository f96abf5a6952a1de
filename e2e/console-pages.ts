import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { OperatorRole } from '@wl/contract/operator-capabilities';
import { navFor } from '../packages/console/src/app/desks';

/** The demo operators' password and TOTP secrets (server src/db/seed-operators.ts, README "Demo accounts"). */
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

const consoleEn = JSON.parse(
  readFileSync(new URL('../packages/console/src/i18n/locales/EN.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The left nav a role sees, in English: from the console's desk registry (desks.ts), not a copy of it. */
export function navLabels(role: OperatorRole): string[] {
  return navFor(role).map((item) => consoleEn[item.label] ?? item.label);
}

/** The console's login page (/console/login): password, then the TOTP code. */
export class ConsoleLogin {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/console/login');
  }

  /**
   * Signs in with the password and a TOTP code. The server takes each operator's code once, and only a code of a later
   * 30-second step than the last one it took (RFC 6238 replay rule), while it accepts the steps just before and after
   * now. Every spec runs in this one worker, so the steps used are remembered here: each sign-in types the earliest
   * step still allowed, and waits for the clock only when all three are spent. Should the worker have restarted (its
   * memory lost), a refused code is followed by one more try with the next step.
   */
  async signIn(account: DemoOperator) {
    for (let attempt = 0; ; attempt++) {
      await this.page.getByLabel('Account').fill(account);
      await this.page.getByLabel('Password').fill(OPERATOR_PASSWORD);
      await this.page.getByRole('button', { name: 'Next' }).click();
      const code = this.page.getByLabel('Authentication code');
      await code.fill(await nextCode(account));
      await this.page.getByRole('button', { name: 'Sign in' }).click();
      const refused = this.page.getByText('The authentication code is not correct');
      const outcome = await Promise.race([
        refused.waitFor({ timeout: 5_000 }).then(() => 'refused' as const),
        code.waitFor({ state: 'detached', timeout: 5_000 }).then(() => 'in' as const),
      ]).catch(() => 'unknown' as const);
      if (outcome !== 'refused' || attempt > 0) return;
      // The code's step was used already (by a worker that ran before this one): the refused sign-in used up its
      // challenge, so start again from the password with the next step's code.
      lastStep.set(account, Math.max(lastStep.get(account) ?? 0, stepAt(Date.now()) + 1));
      await this.goto();
    }
  }
}

const STEP_MS = 30_000;
const stepAt = (ms: number) => Math.floor(ms / STEP_MS);
/** The last TOTP step each operator's sign-in used, in this worker. */
const lastStep = new Map<DemoOperator, number>();

/** The code of the earliest step the server still takes for `account` (waiting for the clock if need be). */
async function nextCode(account: DemoOperator): Promise<string> {
  const step = Math.max(stepAt(Date.now()) - 1, (lastStep.get(account) ?? 0) + 1);
  // The server takes steps now-1 .. now+1: a step two ahead is typed once the clock has moved on.
  const waitMs = (step - 1) * STEP_MS - Date.now() + 500;
  if (waitMs > 0) {
    // Waiting for the authenticator's clock is not the page being slow: the test's budget grows by the wait.
    test.info().setTimeout(test.info().timeout + waitMs);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  lastStep.set(account, step);
  return totp(OPERATOR_SECRETS[account], step * STEP_MS);
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

/**
 * A new operator's first sign-in (issue 12): the one-time password, TOTP enrolled from the secret shown, the
 * recovery codes kept, then a password of their own.
 */
export async function firstSignIn(page: Page, account: string, oneTimePassword: string, newPassword: string) {
  await page.goto('/console/login');
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(oneTimePassword);
  await page.getByRole('button', { name: 'Next' }).click();
  const secret = (await page.locator('.login__secret code').textContent()) ?? '';
  await page.getByLabel('Authentication code').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.getByLabel('I have stored my recovery codes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Current password').fill(oneTimePassword);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL(/\/console\/members$/);
}

/** A lottery game's page (/console/lottery/games/:code): its schedule editor and results feed panel. */
export class ConsoleLotteryGame {
  constructor(readonly page: Page) {}

  async goto(gameCode: string) {
    await this.page.goto(`/console/lottery/games/${gameCode}`);
  }

  schedule() {
    return this.page.getByRole('region', { name: 'Schedule' });
  }

  feed() {
    return this.page.getByRole('region', { name: 'Results feed' });
  }

  async setCloseSeconds(gameCode: string, seconds: number) {
    const field = this.page.getByRole('spinbutton', { name: `Close seconds of ${gameCode}` });
    await field.fill(String(seconds));
    await field.locator('xpath=..').getByRole('button', { name: 'Save' }).click();
    await expect(field).toHaveValue(String(seconds));
  }

  /** Fills the editor and confirms; answers the panel's status text. */
  async setSchedule(s: { kind: 'interval' | 'daily' | 'weekly'; minutes?: number; time: string; zone: string }) {
    const panel = this.schedule();
    await panel.getByRole('combobox', { name: 'Draws' }).selectOption(s.kind);
    if (s.minutes !== undefined)
      await panel.getByRole('spinbutton', { name: 'Minutes between draws' }).fill(String(s.minutes));
    await panel.getByLabel(s.kind === 'interval' ? 'First draw of the day' : 'Draw time').fill(s.time);
    await panel.getByRole('combobox', { name: 'Time zone' }).selectOption(s.zone);
    await panel.getByRole('button', { name: 'Change schedule' }).click();
    const dialog = this.page.getByRole('dialog', { name: "Change this game's schedule?" });
    await dialog.getByRole('button', { name: 'Change schedule' }).click();
    const status = panel.getByRole('status');
    await expect(status).toContainText('Schedule changed');
    return (await status.textContent()) ?? '';
  }

  async setFeed(feed: 'offline' | 'manual' | 'http') {
    const panel = this.feed();
    await panel.getByRole('combobox', { name: 'Results feed' }).selectOption(feed);
    await panel.getByRole('button', { name: 'Save' }).click();
    await this.page
      .getByRole('dialog', { name: 'Change the results feed?' })
      .getByRole('button', { name: 'Save' })
      .click();
  }
}
