import { expect, type Page } from './fixtures';

/** Logs a member in through the /login page (of `origin`, else the default brand) and waits for the account name. */
export async function logIn(page: Page, account: string, password: string, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('member-account')).toHaveText(account);
}

/** The member centre's pages as the e2e drive them (web app/member-centre). */
export class MemberCentre {
  constructor(readonly page: Page) {}

  root() {
    return this.page.getByTestId('member-centre');
  }

  async open(pageId: string) {
    await this.page.getByTestId(`mc-nav-${pageId}`).click();
    await expect(this.page.getByTestId(`mc-page-${pageId}`)).toBeVisible();
  }

  async setPaymentPassword(password: string) {
    await this.page.getByTestId('sc-payment-new').fill(password);
    await this.page.getByTestId('sc-payment-confirm').fill(password);
    await this.page.getByTestId('sc-payment-save').click();
    await expect(this.page.getByTestId('sc-payment-old')).toBeVisible();
  }

  /** The security centre's steps before a first withdrawal: the real name, a bank card in it, a payment password. */
  async readyToWithdraw(c: { name: string; bank: string; number: string; last4: string; paymentPassword: string }) {
    await this.page.getByTestId('sc-real-name').fill(c.name);
    await this.page.getByTestId('sc-field-birthday').fill('1988-05-05');
    await this.page.getByTestId('sc-profile-save').click();
    await expect(this.page.getByTestId('sc-real-name')).toBeDisabled();
    await this.page.getByTestId('sc-payout-open').click();
    await this.page.getByTestId('sc-payout-provider').fill(c.bank);
    await this.page.getByTestId('sc-payout-number').fill(c.number);
    await this.page.getByTestId('sc-payout-add').click();
    await expect(this.page.getByTestId('sc-payout-row')).toContainText(`**** ${c.last4}`);
    await this.setPaymentPassword(c.paymentPassword);
  }

  /** The deposit page: a channel, the amount, and for the bank the reference and the proof picture. */
  async deposit(channel: string, amount: string, bank?: { reference: string; proof: Buffer }) {
    await this.open('depositv2');
    await this.page.locator(`input[name="deposit-channel"][value="${channel}"]`).check();
    await this.page.getByTestId('deposit-amount').fill(amount);
    if (bank) {
      await this.page.getByTestId('deposit-reference').fill(bank.reference);
      await this.page
        .getByTestId('deposit-proof')
        .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: bank.proof });
    }
    await this.page.getByTestId('deposit-submit').click();
  }
}

export const balance = (page: Page) => page.getByTestId('balance');

/**
 * Dice rounds for real money through the calls the game page makes (launch, then play): one round, or with
 * `untilLoss` up to twenty until one is lost.
 */
export async function playDice(page: Page, opts: { target: number; untilLoss?: boolean }) {
  await page.evaluate(
    async ({ target, untilLoss }) => {
      const token = window.sessionStorage.getItem('token');
      const launched = await fetch('/wps/game/launchGame', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ vassalage: 'BGS', gameCode: 'dice', demo: false }),
      });
      const session = new URL((await launched.json()).value.url, window.location.href).searchParams.get('launch');
      for (let i = 0; i < (untilLoss ? 20 : 1); i++) {
        const played = await fetch('/bgs/api/play', {
          method: 'POST',
          headers: { 'x-game-session': session ?? '', 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 2, params: { target, over: true } }),
        });
        if (!played.ok) throw new Error(`play: ${played.status}`);
        if (!untilLoss || (await played.json()).value.round.payout === 0) return;
      }
      throw new Error('twenty dice rounds and none lost');
    },
    { target: opts.target, untilLoss: opts.untilLoss ?? false },
  );
}
