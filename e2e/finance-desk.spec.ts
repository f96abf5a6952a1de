import type { Browser } from '@playwright/test';
import { ConsoleLogin, ConsoleShell } from './console-pages';
import { expect, type Page, test } from './fixtures';
import { admin, png, shot } from './helpers';

/**
 * The finance desk in a browser (issue 13 "Finance desk in the console"): what a member asks for on the site is
 * decided by an operator in the console, and the member sees the outcome. The two tests run in order: the second's
 * risk flag (many members from one IP) counts the first one's member.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36).slice(-5);

/** The member's side: the site's member centre (the labels and test ids live here once). */
class MemberSite {
  constructor(readonly page: Page) {}

  balance() {
    return this.page.getByTestId('balance');
  }

  async logIn(account: string, password: string) {
    await this.page.goto('/login');
    await this.page.getByTestId('login-username').fill(account);
    await this.page.getByTestId('login-password').fill(password);
    await this.page.getByTestId('login-submit').click();
    await expect(this.page.getByTestId('member-account')).toHaveText(account);
  }

  async open(pageId: string) {
    await this.page.goto(`/?mc=${pageId}`);
    await expect(this.page.getByTestId(`mc-page-${pageId}`)).toBeVisible();
  }

  /** What a withdrawal needs (spec 2 withdraw): a real name, a card in that name and a payment password. */
  async readyToWithdraw(realName: string, cardNumber: string, paymentPassword: string) {
    await this.open('securityCenter');
    await this.page.getByTestId('sc-real-name').fill(realName);
    await this.page.getByTestId('sc-field-birthday').fill('1985-03-09');
    await this.page.getByTestId('sc-profile-save').click();
    await expect(this.page.getByTestId('sc-real-name')).toBeDisabled();
    await this.page.getByTestId('sc-payout-open').click();
    await this.page.getByTestId('sc-payout-provider').fill('Vietinbank');
    await this.page.getByTestId('sc-payout-number').fill(cardNumber);
    await this.page.getByTestId('sc-payout-add').click();
    await expect(this.page.getByTestId('sc-payout-row')).toContainText(`**** ${cardNumber.slice(-4)}`);
    await this.page.getByTestId('sc-payment-new').fill(paymentPassword);
    await this.page.getByTestId('sc-payment-confirm').fill(paymentPassword);
    await this.page.getByTestId('sc-payment-save').click();
    await expect(this.page.getByTestId('sc-payment-old')).toBeVisible();
  }

  async depositByBank(amount: string, reference: string, proof: Buffer) {
    await this.open('depositv2');
    await this.page.locator('input[name="deposit-channel"][value="bank"]').check();
    await this.page.getByTestId('deposit-amount').fill(amount);
    await this.page.getByTestId('deposit-reference').fill(reference);
    await this.page
      .getByTestId('deposit-proof')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: proof });
    await this.page.getByTestId('deposit-submit').click();
  }

  async withdraw(amount: string, paymentPassword: string) {
    await this.open('withdraw');
    await this.page.getByTestId('withdraw-amount').fill(amount);
    await this.page.getByTestId('withdraw-password').fill(paymentPassword);
    await this.page.getByTestId('withdraw-submit').click();
    await this.page.getByTestId('withdraw-confirm-yes').click();
  }
}

/** An operator of the finance desk, signed in to the console in a browser of their own, on one brand. */
async function financeDesk(browser: Browser): Promise<{ page: Page; shell: ConsoleShell; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const login = new ConsoleLogin(page);
  await login.goto();
  await login.signIn('finance01');
  const shell = new ConsoleShell(page);
  await shell.chooseBrand('aurora');
  return { page, shell, close: () => context.close() };
}

test.describe('the finance desk in a browser (issue 13)', () => {
  test('a bank deposit with its proof picture is approved at the deposits desk; the balance follows', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const account = `e2e${run}fd`;
    admin('member', 'create', 'aurora', account, '--password', 'desk12345');
    const site = new MemberSite(page);
    await site.logIn(account, 'desk12345');
    await expect(site.balance()).toHaveText('$ 0.00');
    await site.depositByBank('80', `FD-${run}`, png(24, [30, 90, 200]));
    const orders = page.getByTestId('deposit-orders');
    await expect(orders).toContainText('80.00');

    const desk = await financeDesk(browser);
    await desk.shell.nav().getByRole('link', { name: 'Deposits' }).click();
    await expect(desk.page.getByRole('heading', { name: 'Deposits', level: 1 })).toBeVisible();
    const row = desk.page.getByRole('row').filter({ hasText: account });
    await expect(row).toContainText(`FD-${run}`);
    // The queue (status tabs, filters, sortable columns) at 1366 px, in both themes, then back to light.
    await desk.page.setViewportSize({ width: 1366, height: 900 });
    for (const theme of ['dark', 'light'] as const) {
      await desk.page
        .getByRole('banner')
        .getByRole('button', { name: theme === 'dark' ? 'Dark theme' : 'Light theme' })
        .click();
      await shot(desk.page, `finance-desk-deposits-${theme}-1366.png`);
    }
    await desk.page.setViewportSize({ width: 1440, height: 900 });
    // The picture the member sent, as an image.
    await row.getByRole('button', { name: 'Proof' }).click();
    const proof = desk.page.getByRole('dialog', { name: /^Proof #\d+$/ });
    await expect(proof.getByRole('img', { name: /^Proof #\d+$/ })).toBeVisible();
    expect(await proof.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(24);
    await shot(desk.page, 'finance-desk-deposit-proof-1440.png');
    await proof.getByRole('button', { name: 'Close' }).click();
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = desk.page.getByRole('dialog');
    await expect(dialog).toContainText(account);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await desk.page.getByRole('tab', { name: 'Approved' }).click();
    await expect(desk.page.getByRole('row').filter({ hasText: account })).toContainText('Approved');
    await desk.close();

    // The member's open tab hears of it (no reload): the balance; the order, approved, when the page is opened again.
    await expect(site.balance()).toHaveText('$ 80.00');
    await site.open('depositv2');
    await expect(orders.getByRole('listitem').first()).toContainText('Approved');
    await shot(page, 'finance-desk-deposit-member-1366.png');
    expect(admin('ledger', 'check')).toMatchObject({ ok: true });
  });

  test('a withdrawal is seen with its risk flags and approved at the withdrawals desk; the record shows approved', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const account = `e2e${run}fw`;
    admin('member', 'create', 'aurora', account, '--password', 'desk12345');
    // An operator's credit carries no turnover requirement (only deposits do), so it may leave at once.
    admin('credit', 'aurora', account, '300', '--reason', 'e2e finance desk');
    const site = new MemberSite(page);
    await site.logIn(account, 'desk12345');
    await site.readyToWithdraw('Pham Van D', '9704 3333 4444 5555', '864209');
    await site.withdraw('120', '864209');
    const orders = page.getByTestId('withdraw-orders');
    await expect(orders.getByRole('listitem').first()).toContainText('Processing');
    // Held at the request: the header shows what is left.
    await expect(site.balance()).toHaveText('$ 180.00');

    const desk = await financeDesk(browser);
    await desk.shell.nav().getByRole('link', { name: 'Withdrawals' }).click();
    await expect(desk.page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible();
    const row = desk.page.getByRole('row').filter({ hasText: account });
    await expect(row).toContainText('**** 5555');
    await expect(row).toContainText('Processing');
    // Risk flags beside the order: the first test's member deposited from this same IP.
    await expect(row.getByTitle('Other members deposited from the same IP address')).toHaveText(/IP shared by \d+/);
    await shot(desk.page, 'finance-desk-withdrawals-1440.png', true);
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = desk.page.getByRole('dialog');
    await expect(dialog).toContainText(account);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await desk.page.getByRole('tab', { name: 'Approved' }).click();
    await expect(desk.page.getByRole('row').filter({ hasText: account })).toContainText('Approved');
    await desk.close();

    // The member's record says approved; the money held is gone for good, the rest stays.
    await page.reload();
    await site.open('withdraw');
    await expect(page.getByTestId('withdraw-orders').getByRole('listitem').first()).toContainText('Approved');
    await expect(site.balance()).toHaveText('$ 180.00');
    await shot(page, 'finance-desk-withdrawal-member-1366.png');
    expect(admin('ledger', 'check')).toMatchObject({ ok: true });
  });
});
