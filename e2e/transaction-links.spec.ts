import { expect, test } from './fixtures';
import { admin } from './helpers';
import { logIn, playDice } from './member-pages';

const run = Date.now().toString(36).slice(-5);

test.describe('transaction history linked to what caused it (issue 13)', () => {
  test("a game entry opens its bet in the bet records; an adjustment shows the operator's reason", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const account = `e2e${run}t`;
    admin('member', 'create', 'aurora', account, '--password', 'links1234');
    admin('credit', 'aurora', account, '50', '--reason', 'e2e goodwill');
    await logIn(page, account, 'links1234');
    await playDice(page, { target: 50 });

    await page.goto('/?mc=transactionHistory');
    const rows = page.getByTestId('tx-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('By customer service: e2e goodwill');
    const link = rows.nth(0).getByTestId('tx-cause-bet');
    await expect(link).toHaveText(/^View bet No\. \d+$/);
    await link.click();
    await expect(page).toHaveURL(/[?&]mc=personalHistoryCopy&bet=\d+/);
    const detail = page.getByTestId('bet-detail');
    await expect(detail).toContainText('In-house · Dice');
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();
    await expect(page).toHaveURL(/[?&]mc=personalHistoryCopy$/);
    // Back returns to the transaction history, as from any page switch of the centre.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]mc=transactionHistory$/);
    await expect(page.getByTestId('tx-row')).toHaveCount(2);
  });
});
