import { expect, type Page } from '@playwright/test';
import { ConsoleShell, navLabels, totp } from './console-pages';
import { base as test } from './fixtures';
import { admin, bengalUrl, shot } from './helpers';

/** Desktop first, usable on a tablet (issue 12): each page looked at at 1440 and 1024 px, light and dark. */
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
 * An administrator of its own (created by the command line and enrolled here), so that no demo operator's TOTP code
 * is spent twice across specs: one-time password, TOTP enrolment, recovery codes, the password changed.
 */
async function signInNewAdmin(page: Page): Promise<string> {
  const account = `e2eadm${Date.now() % 1_000_000}`;
  const { oneTimePassword } = admin('operator', 'create', account, '--role', 'admin') as { oneTimePassword: string };
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
  await page.getByLabel('New password', { exact: true }).fill('A-long-enough-pass-42');
  await page.getByLabel('Confirm the new password').fill('A-long-enough-pass-42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/console\/members$/);
  return account;
}

test.describe('console: brands and operators desks', () => {
  // bengal: the brand whose maintenance this spec switches (specs run one at a time; never left on).
  test.afterEach(() => {
    admin('maintenance', 'clear', 'bengal');
  });

  test('an administrator puts bengal in maintenance, the player site shows it, then opens it again', async ({
    page,
    browser,
  }) => {
    await signInNewAdmin(page);
    const shell = new ConsoleShell(page);
    await expect(shell.nav().getByRole('link')).toHaveText(navLabels('admin'));
    // The brand picker is a select fed by the brands list route.
    await shell.chooseBrand('bengal');
    await shell.nav().getByRole('link', { name: 'Brands' }).click();
    await expect(page.getByRole('link', { name: 'bengal' })).toBeVisible();
    await shots(page, 'brands');
    await page.getByRole('link', { name: 'bengal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /bengal/ })).toBeVisible();
    const state = page.getByTestId('maintenance-state');
    await expect(state).toContainText('Open');
    await shots(page, 'brand', true);

    await page.getByRole('button', { name: 'Switch on maintenance' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Players of bengal will see the maintenance page');
    await shots(page, 'maintenance-dialog');
    await dialog.getByRole('button', { name: 'Switch on maintenance' }).click();
    await expect(dialog).toBeHidden();
    await expect(state).toContainText('In maintenance');

    const player = await browser.newPage();
    await player.goto(bengalUrl());
    await expect(player.getByTestId('maintenance-page')).toBeVisible();
    await expect(player.getByTestId('home-page')).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Dark theme' }).click();
    await shots(page, 'brand-dark', true);
    await page.getByRole('button', { name: 'Switch off maintenance' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Switch off maintenance' }).click();
    await expect(state).toContainText('Open');
    await player.reload();
    await expect(player.getByTestId('home-page')).toBeVisible();
    await expect(player.getByTestId('maintenance-page')).toHaveCount(0);
    await player.close();

    // The change is in the audit log, with its before and after.
    await shell.nav().getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Action').fill('brandMaintenance');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('row', { name: /bengal/ }).filter({ hasText: 'brandMaintenance' })).toHaveCount(2);
    await page.getByRole('banner').getByRole('button', { name: 'Light theme' }).click();
  });

  test('an administrator creates an operator, whose one-time password is shown once and opens TOTP enrolment', async ({
    page,
    browser,
  }) => {
    await signInNewAdmin(page);
    const shell = new ConsoleShell(page);
    await shell.nav().getByRole('link', { name: 'Operators' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
    await shots(page, 'operators');
    await page.getByRole('button', { name: 'Create operator' }).click();
    const dialog = page.getByRole('dialog');
    const account = `e2enew${Date.now() % 1_000_000}`;
    await dialog.getByLabel('Account').fill(account);
    await dialog.getByLabel('Role').selectOption('support');
    // An administrator may not make an owner.
    await expect(dialog.getByRole('option', { name: 'Owner' })).toHaveCount(0);
    await dialog.getByLabel('bengal').check();
    await shots(page, 'operator-create');
    await dialog.getByRole('button', { name: 'Create operator' }).click();
    const password = (await dialog.getByTestId('one-time-password').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    await shots(page, 'operator-password');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Account', { exact: true }).fill(account);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(account) });
    await expect(row).toContainText('Support');
    await expect(row).toContainText('bengal');
    await expect(row).toContainText('2FA at first login');
    await page.getByRole('banner').getByRole('button', { name: 'Dark theme' }).click();
    await shots(page, 'operators-dark');
    await page.getByRole('link', { name: 'Roles and capabilities' }).click();
    await expect(page.getByRole('row', { name: /Manage operators/ })).toBeVisible();
    await shots(page, 'roles-dark', true);
    await page.getByRole('banner').getByRole('button', { name: 'Light theme' }).click();
    await shots(page, 'roles', true);

    // The new operator's first login asks for the TOTP enrolment.
    const newcomer = await browser.newPage();
    await newcomer.goto('/console/login');
    await newcomer.getByLabel('Account').fill(account);
    await newcomer.getByLabel('Password').fill(password);
    await newcomer.getByRole('button', { name: 'Next' }).click();
    await expect(newcomer.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await newcomer.close();
  });
});
