import { expect, test } from '@playwright/test';
import { ConsoleLogin, ConsoleShell } from './console-pages';
import { shot } from './helpers';

/**
 * The operator console (issue 12) against the real server: TOTP login as seeded demo operators, the left nav of
 * each role, finding a member, and a credit above the brand's threshold approved by a second operator.
 * Each test signs in a different operator: a TOTP code is accepted once.
 */
test.describe('operator console', () => {
  test('the owner logs in with TOTP, finds a member and opens their page', async ({ page }) => {
    const login = new ConsoleLogin(page);
    await login.goto();
    await shot(page, 'console-login-1440.png');
    await login.signIn('owner01');
    // The landing page is the members search; the owner sees every desk.
    await expect(page).toHaveURL(/\/console\/members$/);
    const shell = new ConsoleShell(page);
    await expect(shell.nav().getByRole('link')).toHaveText(['Members', 'Money requests', 'Audit log']);
    await shell.chooseBrand('aurora');
    await page.getByLabel('Account', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: 'demo01' })).toBeVisible();
    await shot(page, 'console-members-1440.png');
    await page.getByRole('link', { name: 'demo01' }).click();
    await expect(page.getByRole('heading', { name: 'demo01', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Wallets' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lock' })).toBeVisible();
    await shot(page, 'console-member-1440.png', true);
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, 'console-member-1024.png', true);
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
    await shot(maker, 'console-credit-dialog-1440.png');
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
    await shot(checker, 'console-money-1440.png');
    await row.getByRole('button', { name: 'Approve' }).click();
    await checker.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(checker.getByRole('dialog')).toBeHidden();
    await checker.getByRole('tab', { name: 'Executed' }).click();
    await expect(checker.getByRole('row', { name: /Goodwill credit \(e2e\)/ })).toContainText('finance02');

    await new ConsoleShell(checker).nav().getByRole('link', { name: 'Audit log' }).click();
    await checker.getByLabel('Action').fill('moneyApprove');
    await checker.getByRole('button', { name: 'Filter' }).click();
    await expect(checker.getByRole('row', { name: /finance02.*moneyApprove/ }).first()).toBeVisible();
    await shot(checker, 'console-audit-1440.png');
    await checker.setViewportSize({ width: 1024, height: 768 });
    await shot(checker, 'console-audit-1024.png');
  });

  test('a role sees only its desks: risk has no money requests, and the address of one leads home', async ({
    page,
  }) => {
    const login = new ConsoleLogin(page);
    await login.goto();
    await login.signIn('risk01');
    const shell = new ConsoleShell(page);
    await expect(shell.nav().getByRole('link')).toHaveText(['Members', 'Audit log']);
    await page.goto('/console/money');
    await expect(page).toHaveURL(/\/console\/members$/);
    // risk01 is scoped to aurora: the brand comes from the scope.
    await expect(page.getByRole('banner').getByLabel('Brand')).toHaveValue('aurora');
  });
});
