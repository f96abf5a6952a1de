import { expect, newQuietContext, type Page, test } from './fixtures';
import { admin, shot } from './helpers';

const run = Date.now().toString(36).slice(-5);

async function logIn(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('member-account')).toHaveText(account);
}

test.describe('member centre (issue 13)', () => {
  test('opens from the account name, keeps each page in the address, and the security centre works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const account = `e2e${run}m`;
    admin('member', 'create', 'aurora', account, '--password', 'centre1234');
    admin('credit', 'aurora', account, '250', '--reason', 'e2e welcome');
    await logIn(page, account, 'centre1234');

    await page.getByTestId('member-menu').click();
    const centre = page.getByTestId('member-centre');
    await expect(centre).toBeVisible();
    await expect(page).toHaveURL(/[?&]mc=securityCenter/);

    // The real name, then a bank card in that name (its number comes back masked).
    await page.getByTestId('sc-real-name').fill('Tran Thi B');
    await page.getByTestId('sc-field-birthday').fill('1990-01-01');
    await page.getByTestId('sc-profile-save').click();
    await expect(page.getByTestId('sc-real-name')).toBeDisabled();
    await page.getByTestId('sc-payout-open').click();
    await page.getByTestId('sc-payout-provider').fill('Vietcombank');
    await page.getByTestId('sc-payout-number').fill('9704 0000 1111 2222');
    await page.getByTestId('sc-payout-add').click();
    await expect(page.getByTestId('sc-payout-row')).toContainText('**** 2222');
    await expect(page.getByTestId('sc-login-row').first()).toContainText('This device');
    await shot(page, 'member-centre-security-1366.png');

    // Each page is its own address; back returns to the one before; Escape closes over the page under it.
    await page.getByTestId('mc-nav-transactionHistory').click();
    await expect(page).toHaveURL(/mc=transactionHistory/);
    await expect(page.getByTestId('tx-row').first()).toContainText('e2e welcome');
    await page.goBack();
    await expect(page).toHaveURL(/mc=securityCenter/);
    await expect(page.getByTestId('security-centre')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
    await expect(page).not.toHaveURL(/mc=/);

    // The home page's withdraw entry opens its page, not built yet, inside the shell.
    await page.getByTestId('support-withdraw').click();
    await expect(page.getByTestId('mc-page-withdraw').getByTestId('not-available')).toBeVisible();
  });

  test('fills the phone screen, in Arabic and light, from a deep link', async ({ browser }) => {
    const account = `e2e${run}p`;
    admin('member', 'create', 'aurora', account, '--password', 'centre1234');
    const context = await newQuietContext(browser, { viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      window.localStorage.setItem('historyLanguage', 'AR');
      window.localStorage.setItem('theme', 'light');
    });
    const page = await context.newPage();
    await page.goto('/?mc=personalHistoryCopy');
    // A visitor gets the login popup; once logged in, the page asked for opens.
    await page.getByTestId('login-username').fill(account);
    await page.getByTestId('login-password').fill('centre1234');
    await page.getByTestId('login-submit').click();
    const centre = page.getByTestId('member-centre');
    await expect(centre).toBeVisible();
    await expect(page.getByTestId('bet-records')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The whole screen from its edge (desktop Chromium keeps the page's scrollbar gutter, 15 px; phones draw
    // scrollbars over the page).
    const box = await centre.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.y).toBe(0);
    expect(box?.width).toBeGreaterThanOrEqual(390 - 15);
    // Nothing runs past the right edge.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'member-centre-records-390-ar-light.png');
    await page.getByTestId('mc-nav-securityCenter').click();
    await expect(page.getByTestId('security-centre')).toBeVisible();
    await shot(page, 'member-centre-security-390-ar-light.png');
    await context.close();
  });
});
