import { expect, type Page } from '@playwright/test';
import { ConsoleLogin, ConsoleShell, navLabels, OPERATOR_SECRETS, totp } from './console-pages';
import { base as test } from './fixtures';
import { admin, shot } from './helpers';

/** Desktop first, usable on a tablet (issue 12): every page is looked at at 1440 and at 1024 px wide. */
const WIDE = { width: 1440, height: 900 };
async function shots(page: Page, name: string, fullPage = false) {
  await page.setViewportSize(WIDE);
  await shot(page, `console-${name}-1440.png`, fullPage);
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, `console-${name}-1024.png`, fullPage);
  await page.setViewportSize(WIDE);
}

test.use({ viewport: WIDE });

/**
 * The operator console (issue 12) against the real server: TOTP login as seeded demo operators, the left nav of
 * each role, finding a member, and a credit above the brand's threshold approved by a second operator.
 * Each test signs in a different operator: a TOTP code is accepted once.
 */
test.describe('operator console', () => {
  test('the owner logs in with TOTP, finds a member and opens their page', async ({ page }) => {
    const login = new ConsoleLogin(page);
    await login.goto();
    await shots(page, 'login');
    await login.signIn('owner01');
    // The landing page is the members search; the owner sees every desk.
    await expect(page).toHaveURL(/\/console\/members$/);
    const shell = new ConsoleShell(page);
    await expect(shell.nav().getByRole('link')).toHaveText(navLabels('owner'));
    await shell.chooseBrand('aurora');
    await page.getByLabel('Account', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: 'demo01' })).toBeVisible();
    await shots(page, 'members');
    await page.getByRole('link', { name: 'demo01' }).click();
    await expect(page.getByRole('heading', { name: 'demo01', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Wallets', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lock' })).toBeVisible();
    await shots(page, 'member', true);
    await page.getByRole('button', { name: 'Lock' }).click();
    await shots(page, 'lock-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Dark theme' }).click();
    await shots(page, 'member-dark', true);
    // The language select (the brand picker is a select too), named in either language.
    const language = page
      .getByRole('banner')
      .getByRole('combobox')
      .filter({ has: page.locator('option[value="CN"]') });
    await language.selectOption('CN');
    await expect(page.getByRole('heading', { name: '资料' })).toBeVisible();
    await shots(page, 'member-cn-dark', true);
    await language.selectOption('EN');
    await page.getByRole('banner').getByRole('button', { name: 'Light theme' }).click();
    await shell.logout();
    await expect(page).toHaveURL(/\/console\/login$/);
  });

  test('a credit above the threshold waits for a second operator, who approves it; the audit log has it', async ({
    browser,
  }) => {
    const maker = await browser.newPage();
    await new ConsoleLogin(maker).goto();
    await new ConsoleLogin(maker).signIn('finance01');
    await expect(maker).toHaveURL(/\/console\/members$/);
    await new ConsoleShell(maker).chooseBrand('aurora');
    await maker.getByLabel('Account', { exact: true }).fill('demo01');
    await maker.getByRole('button', { name: 'Search' }).click();
    await maker.getByRole('link', { name: 'demo01' }).click();
    // Finance moves money but does not manage members.
    await expect(maker.getByRole('button', { name: 'Lock' })).toHaveCount(0);
    await maker.getByRole('button', { name: 'Credit' }).click();
    const dialog = maker.getByRole('dialog');
    await dialog.getByLabel('Amount').fill('5000');
    await dialog.getByLabel('Reason').fill('Goodwill credit (e2e)');
    await shots(maker, 'credit-dialog');
    await dialog.getByRole('button', { name: 'Credit' }).click();
    await expect(maker.getByRole('status')).toContainText("waits for a second operator's approval");
    // The maker sees their request without the buttons to decide it.
    await new ConsoleShell(maker).nav().getByRole('link', { name: 'Money requests' }).click();
    const own = maker.getByRole('row', { name: /Goodwill credit \(e2e\)/ });
    await expect(own.getByText('Another operator decides')).toBeVisible();
    await expect(own.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    const checker = await browser.newPage();
    await new ConsoleLogin(checker).goto();
    await new ConsoleLogin(checker).signIn('finance02');
    await new ConsoleShell(checker).chooseBrand('aurora');
    await new ConsoleShell(checker).nav().getByRole('link', { name: 'Money requests' }).click();
    const row = checker.getByRole('row', { name: /Goodwill credit \(e2e\)/ });
    await shots(checker, 'money');
    await row.getByRole('button', { name: 'Approve' }).click();
    await checker.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(checker.getByRole('dialog')).toBeHidden();
    await checker.getByRole('tab', { name: 'Executed' }).click();
    await expect(checker.getByRole('row', { name: /Goodwill credit \(e2e\)/ })).toContainText('finance02');

    // The member's page shows the movement in the wallet and the ledger.
    await checker.getByRole('tab', { name: 'Executed' }).click();
    await checker
      .getByRole('row', { name: /Goodwill credit \(e2e\)/ })
      .getByRole('link', { name: 'demo01' })
      .click();
    await expect(checker.getByRole('row', { name: /Goodwill credit \(e2e\)/ })).toContainText('5,000.00');
    await shots(checker, 'member-ledger', true);

    await new ConsoleShell(checker).nav().getByRole('link', { name: 'Audit log' }).click();
    await checker.getByLabel('Action').fill('moneyApprove');
    await checker.getByRole('button', { name: 'Filter' }).click();
    await expect(checker.getByRole('row', { name: /finance02.*moneyApprove/ }).first()).toBeVisible();
    // The row's change unfolds: the request went from pending to executed.
    const audit = checker.getByRole('row', { name: /moneyApprove/ }).first();
    await audit.getByText(/^status, /).click();
    await expect(audit.getByRole('row', { name: /^status/ })).toHaveText(/"pending"\s*"executed"/);
    await shots(checker, 'audit');
  });

  test('a role sees only its desks: risk has no money requests, and the address of one leads home', async ({
    page,
  }) => {
    const login = new ConsoleLogin(page);
    await login.goto();
    await login.signIn('risk01');
    const shell = new ConsoleShell(page);
    await expect(shell.nav().getByRole('link')).toHaveText(navLabels('risk'));
    await page.goto('/console/money');
    await expect(page).toHaveURL(/\/console\/members$/);
    // risk01 is scoped to aurora: the brand comes from the scope.
    await expect(page.getByRole('banner').getByLabel('Brand')).toHaveValue('aurora');
  });

  test('a new operator enrols TOTP from the QR code, keeps the recovery codes and changes the one-time password', async ({
    page,
  }) => {
    const account = `e2eops${Date.now() % 100_000}`;
    const created = admin('operator', 'create', account, '--role', 'support', '--brands', 'bengal') as {
      oneTimePassword: string;
    };
    await page.goto('/console/login');
    await page.getByLabel('Account').fill(account);
    await page.getByLabel('Password').fill(created.oneTimePassword);
    await page.getByRole('button', { name: 'Next' }).click();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    // The image really draws under the console's CSP (img-src 'self' data:).
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const secret = (await page.locator('.login__secret code').textContent()) ?? '';
    await shots(page, 'enrol');
    await page.getByLabel('Authentication code').fill(totp(secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await shots(page, 'recovery-codes');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByLabel('I have stored my recovery codes').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // The one-time password opens nothing but its own change.
    await expect(page).toHaveURL(/\/console\/password$/);
    await expect(new ConsoleShell(page).nav().getByRole('link')).toHaveCount(0);
    await shots(page, 'password');
    await page.getByLabel('Current password').fill(created.oneTimePassword);
    await page.getByLabel('New password', { exact: true }).fill('A-long-enough-pass-42');
    await page.getByLabel('Confirm the new password').fill('A-long-enough-pass-42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/console\/members$/);
    await expect(new ConsoleShell(page).nav().getByRole('link')).toHaveText(navLabels('support'));
  });

  test('the TOTP step takes a recovery code instead, and a wrong code says so', async ({ page }) => {
    await page.goto('/console/login');
    await page.getByLabel('Account').fill('content01');
    await page.getByLabel('Password').fill('Operator1234!');
    await page.getByRole('button', { name: 'Next' }).click();
    const wrong = totp(OPERATOR_SECRETS.content01, Date.now() - 10 * 60_000);
    await page.getByLabel('Authentication code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The authentication code is not correct');
    await shots(page, 'totp');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(page.getByLabel('Recovery code')).toBeVisible();
  });
});
