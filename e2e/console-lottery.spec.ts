import { expect, type Page } from '@playwright/test';
import { ConsoleLogin, ConsoleShell } from './console-pages';
import { newQuietContext, base as test } from './fixtures';
import { admin, shot } from './helpers';
import { logIn } from './member-pages';

/**
 * The lottery desk's game settings and settlement view in a browser (issue 14 "Console"): owner01 publishes an odds
 * table that /lgw/lottery/plays then answers, sets a limit that a member's bet on the web meets by its message,
 * and sees that bet's draw settle on the settlement page; risk01 (lottery.read) sees the same pages read-only.
 * Everything changed is put back, as the other browser tests play aurora's SSC_1 at the default limits.
 */
const run = Date.now().toString(36).slice(-5);

async function shots(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    const toggle = page
      .getByRole('banner')
      .getByRole('button', { name: theme === 'dark' ? 'Dark theme' : 'Light theme' });
    if (await toggle.isVisible()) await toggle.click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, `console-${name}-${theme}-1280.png`, true);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `console-${name}-${theme}-390.png`, true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('banner').getByRole('button', { name: 'Light theme' }).click();
}

const xien2 = async (page: Page) => {
  const res = await page.request.get('/lgw/lottery/plays?gameCode=VN_NORTH');
  const plays = (await res.json()).value.plays as { playCode: string; odds: number }[];
  return plays.find((p) => p.playCode === 'VN_XIEN2')?.odds;
};

test.describe('console lottery desk: odds tables, limits, settlement', () => {
  test('an odds table and a limit set in the console are what players get; the draw settles', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const login = new ConsoleLogin(page);
    await login.goto();
    await login.signIn('owner01');
    const shell = new ConsoleShell(page);
    await shell.chooseBrand('aurora');

    // Odds: VN North's XIEN2 from the default 17 to 18.5.
    expect(await xien2(page)).toBe(17);
    await shell.nav().getByRole('link', { name: 'Lottery games' }).click();
    await page.getByRole('link', { name: 'VN_NORTH' }).click();
    const odds = page.getByRole('region', { name: 'Odds tables' });
    const both = odds.getByRole('textbox', { name: 'Odds of VN_XIEN2, Both numbers' });
    await expect(both).toHaveValue('17');
    await both.fill('18.5');
    await odds.getByRole('button', { name: 'Publish odds' }).click();
    await expect(odds.getByRole('status')).toHaveText('Saved.');
    await expect(odds.getByText('Published', { exact: true })).toBeVisible();
    expect(await xien2(page)).toBe(18.5);
    await shots(page, 'lottery-game');

    // Limits: SSC_1's unit stake at most 1 for every play.
    await page.getByRole('link', { name: '← Lottery games' }).click();
    await page.getByRole('link', { name: 'SSC_1' }).click();
    const limits = page.getByRole('region', { name: 'Limits' });
    await limits.getByRole('textbox', { name: 'Max unit stake of Every play' }).fill('1');
    await limits.getByRole('button', { name: 'Save' }).click();
    await expect(limits.getByRole('textbox', { name: 'Max unit stake of Every play' })).toHaveValue('1');

    // A member's slip at 2 a unit is refused by that limit, at 1 it is placed.
    const member = await newQuietContext(browser, { viewport: { width: 390, height: 844 } });
    const web = await member.newPage();
    const account = `e2e${run}cl`;
    admin('member', 'create', 'aurora', account, '--password', 'lotto1234');
    admin('credit', 'aurora', account, '100', '--reason', 'e2e console lottery');
    await logIn(web, account, 'lotto1234');
    await web.goto('/lottery?gameCode=SSC_1');
    await expect(web.getByTestId('open-numero')).toHaveText(/^\d{8}-\d{4}$/);
    await web.getByTestId('play-SSC_DT').click();
    for (const option of ['DRAGON', 'TIGER', 'TIE']) await web.getByTestId(`opt-0-${option}`).click();
    await web.getByTestId('unit-stake').fill('2');
    await web.getByTestId('multiple').fill('1');
    await web.getByTestId('add-to-slip').click();
    await web.getByTestId('place-bet').click();
    await expect(web.getByText('The unit stake is outside the limits of this play')).toBeVisible();
    await web.getByTestId('slip-clear').click();
    await web.getByTestId('play-SSC_DT').click();
    for (const option of ['DRAGON', 'TIGER', 'TIE']) await web.getByTestId(`opt-0-${option}`).click();
    await web.getByTestId('unit-stake').fill('1');
    await web.getByTestId('add-to-slip').click();
    await expect(web.getByTestId('slip-amount')).toContainText('3.00');
    await web.getByTestId('place-bet').click();
    await expect(web.getByText('Your bet is placed')).toBeVisible();
    await web.getByTestId('lottery-tab-bets').click();
    const bet = web.getByTestId('my-bet').first();
    await expect(bet).toHaveAttribute('data-status', 'won', { timeout: 150_000 });
    await member.close();

    // Back to the defaults: the row of nulls removes the limit, the table goes back to 17.
    await limits.getByRole('textbox', { name: 'Max unit stake of Every play' }).fill('');
    await limits.getByRole('button', { name: 'Save' }).click();
    await expect(limits.getByRole('textbox', { name: 'Max unit stake of Every play' })).toHaveAttribute(
      'placeholder',
      '1000',
    );

    // The settlement page: the member's draw, settled, with the settlement job's runs.
    await shell.nav().getByRole('link', { name: 'Lottery settlement' }).click();
    await page.getByLabel('Game').selectOption('SSC_1');
    const row = page.getByRole('row').filter({ hasText: 'SSC_1' }).first();
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('Settling');
    await expect(page.getByRole('region', { name: 'Settlement job runs' }).getByText('OK').first()).toBeVisible();
    await shots(page, 'lottery-settlements');

    await page.goto('/console/lottery/games/VN_NORTH');
    await page.getByRole('region', { name: 'Odds tables' }).getByRole('button', { name: 'Back to defaults' }).click();
    await expect(page.getByText('Defaults', { exact: true }).first()).toBeVisible();
    expect(await xien2(page)).toBe(17);
    expect(admin('ledger', 'check')).toMatchObject({ ok: true });
  });

  test("risk01 reads a game's limits and odds without changing them", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const login = new ConsoleLogin(page);
    await login.goto();
    await login.signIn('risk01');
    const shell = new ConsoleShell(page);
    await shell.chooseBrand('aurora');
    await shell.nav().getByRole('link', { name: 'Lottery games' }).click();
    await page.getByRole('link', { name: 'SEA_4D' }).click();
    const odds = page.getByRole('region', { name: 'Odds tables' });
    await expect(odds.getByRole('heading', { name: /SEA4D_BIG/ })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Publish odds' })).toHaveCount(0);
  });
});
