import { expect, test } from './fixtures';
import { admin, shot } from './helpers';
import { balance, logIn } from './member-pages';

/**
 * The lottery in a browser (issue 14 "Tests and figures"): a member places a slip on a one-minute game and sees it
 * settle with the right payout. The slip is SSC dragon/tiger with all three options, so exactly one of its units
 * wins whatever the draw: DRAGON or TIGER pays 1/0.45 x 1950/2000 = 2.1666 (rounded down to 4 decimals), TIE
 * 1/0.10 x 1950/2000 = 9.75, on a unit stake of 2.
 */
const run = Date.now().toString(36).slice(-5);

test.describe('lottery (issue 14)', () => {
  test('a slip on a one-minute game settles with the right payout', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const account = `e2e${run}lo`;
    admin('member', 'create', 'aurora', account, '--password', 'lotto1234');
    admin('credit', 'aurora', account, '100', '--reason', 'e2e lottery');
    await logIn(page, account, 'lotto1234');
    await expect(balance(page)).toHaveText('$ 100.00');

    await page.goto('/lottery?gameCode=SSC_1');
    await expect(page.getByTestId('lottery-game')).toBeVisible();
    await expect(page.getByTestId('open-numero')).toHaveText(/^\d{8}-\d{4}$/);
    await page.getByTestId('play-SSC_DT').click();
    for (const option of ['DRAGON', 'TIGER', 'TIE']) await page.getByTestId(`opt-0-${option}`).click();
    await expect(page.getByTestId('pick-units')).toHaveText('3');
    await page.getByTestId('unit-stake').fill('2');
    await page.getByTestId('multiple').fill('1');
    await page.getByTestId('add-to-slip').click();
    await expect(page.getByTestId('slip-amount')).toContainText('6.00');
    await shot(page, 'lottery-slip-390.png');
    await page.getByTestId('place-bet').click();
    await expect(page.getByText('Your bet is placed')).toBeVisible();
    await expect(balance(page)).toHaveText('$ 94.00');

    // My bets: open until the numero is drawn (every minute), then won with one of the two payouts.
    await page.getByTestId('lottery-tab-bets').click();
    const bet = page.getByTestId('my-bet').first();
    await expect(bet).toHaveAttribute('data-status', 'open');
    await expect(bet).toHaveAttribute('data-status', 'won', { timeout: 120_000 });
    const text = (await bet.textContent()) ?? '';
    const payout = text.includes('19.50') ? 19.5 : 4.3332;
    expect(text).toContain(payout === 19.5 ? '19.50' : '4.33');
    const expected = `$ ${(94 + payout).toFixed(2)}`;
    await expect(balance(page)).toHaveText(expected);
    await shot(page, 'lottery-settled-390.png');
    expect(admin('ledger', 'check')).toMatchObject({ ok: true });
  });
});
