import { expect, type Page } from '@playwright/test';
import { ConsoleLogin, ConsoleShell } from './console-pages';
import { base as test } from './fixtures';
import { shot } from './helpers';

/** The dashboard, ledger check and job runs desks (issue 12), at 1440 and 1024 px, light and dark. */
const WIDE = { width: 1440, height: 900 };
async function shots(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    const toggle = page
      .getByRole('banner')
      .getByRole('button', { name: theme === 'dark' ? 'Dark theme' : 'Light theme' });
    if (await toggle.isVisible()) await toggle.click();
    await page.setViewportSize(WIDE);
    await shot(page, `console-${name}-${theme}-1440.png`, true);
    await page.setViewportSize({ width: 1024, height: 768 });
    // The charts follow their container's new width on the next frames.
    await page.waitForTimeout(300);
    await shot(page, `console-${name}-${theme}-1024.png`, true);
  }
  await page.setViewportSize(WIDE);
  await page.getByRole('banner').getByRole('button', { name: 'Light theme' }).click();
}

test.use({ viewport: WIDE });

test.describe('console desks: dashboard, ledger check, job runs', () => {
  test("finance sees the demo play's figures on the dashboard, and the ledger checks OK", async ({ page }) => {
    const login = new ConsoleLogin(page);
    await login.goto();
    await login.signIn('finance01');
    const shell = new ConsoleShell(page);
    await expect(shell.nav().getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await shell.chooseBrand('aurora');
    await shell.nav().getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText(/Days run from midnight to midnight in UTC/)).toBeVisible();
    // The seed's month of demo play (server src/db/seed-demo-play.ts): bets and turnover on the 30 days.
    const bets = page.getByTestId('kpi-bets');
    await expect(bets).toContainText('Bets');
    await expect(bets.locator('.kpi__sub')).not.toHaveText(/: 0$/);
    await expect(page.getByTestId('kpi-turnover').locator('.kpi__sub')).not.toHaveText(/: 0\.00$/);
    await expect(page.getByTestId('kpi-newMembers').locator('.kpi__value')).not.toHaveText('0');
    await expect(page.getByRole('table', { name: 'By game kind, last 30 days' })).toContainText('Slots & RNG');
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await shots(page, 'dashboard');
    // All brands of the scope: the demo players of both brands.
    await page.getByRole('button', { name: 'All my brands' }).click();
    await expect(page.getByText(/Brands: aurora, bengal/)).toBeVisible();

    await shell.nav().getByRole('link', { name: 'Ledger check' }).click();
    await page.getByRole('button', { name: 'Run ledger check' }).click();
    await expect(page.getByTestId('ledger-result')).toHaveText(
      'OK: every invariant holds and every record matches its transfer.',
    );
    await expect(page.getByRole('table', { name: 'Checks' }).getByText('unbalancedTransfers')).toBeVisible();
    await shots(page, 'ledger-check');
    // One check per operator every few seconds.
    await page.getByRole('button', { name: 'Run ledger check' }).click();
    await expect(page.getByRole('alert')).toContainText(/too many requests/i);
  });

  test('the owner reads the scheduled jobs and the cleanup job run', async ({ page }) => {
    const login = new ConsoleLogin(page);
    await login.goto();
    await login.signIn('owner01');
    const shell = new ConsoleShell(page);
    await shell.nav().getByRole('link', { name: 'Job runs' }).click();
    await expect(page.getByRole('heading', { name: 'Job runs', level: 1 })).toBeVisible();
    const scheduled = page.getByRole('table', { name: 'Scheduled jobs' });
    await expect(scheduled).toContainText('expired-rows-cleanup');
    await expect(scheduled).toContainText('Daily at 03:30 (UTC)');
    // The server ran the day's cleanup when it started (jobs on, as in production).
    const runs = page.getByRole('table', { name: 'Runs' });
    await expect(runs.getByRole('row').filter({ hasText: 'expired-rows-cleanup' }).first()).toContainText('OK');
    await page.getByLabel('Outcome').selectOption('failed');
    await expect(runs).toContainText('No runs match.');
    await page.getByLabel('Outcome').selectOption('');
    await expect(runs).toContainText('expired-rows-cleanup');
    await shots(page, 'jobs');
    // Run now: today's period already ran, so it is not run twice.
    await scheduled
      .getByRole('row')
      .filter({ hasText: 'expired-rows-cleanup' })
      .getByRole('button', { name: 'Run now' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByRole('status')).toContainText(/expired-rows-cleanup has already run period/);
  });
});
