import { expect, type Page, test } from './fixtures';
import { admin } from './helpers';
import { logIn } from './member-pages';

const run = Date.now().toString(36).slice(-5);

/** One dice round for real money, through the calls the game page makes. */
async function playDice(page: Page) {
  await page.evaluate(async () => {
    const token = window.sessionStorage.getItem('token');
    const launched = await fetch('/wps/game/launchGame', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ vassalage: 'BGS', gameCode: 'dice', demo: false }),
    });
    const session = new URL((await launched.json()).value.url, window.location.href).searchParams.get('launch');
    const played = await fetch('/bgs/api/play', {
      method: 'POST',
      headers: { 'x-game-session': session ?? '', 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 2, params: { target: 50, over: true } }),
    });
    if (!played.ok) throw new Error(`play: ${played.status}`);
  });
}

test.describe('transaction history linked to what caused it (issue 13)', () => {
  test("a game entry opens its bet in the bet records; an adjustment shows the operator's reason", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const account = `e2e${run}t`;
    admin('member', 'create', 'aurora', account, '--password', 'links1234');
    admin('credit', 'aurora', account, '50', '--reason', 'e2e goodwill');
    await logIn(page, account, 'links1234');
    await playDice(page);

    await page.goto('/?mc=transactionHistory');
    const rows = page.getByTestId('tx-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('By customer service: e2e goodwill');
    const link = rows.nth(0).getByTestId('tx-cause-bet');
    await expect(link).toHaveText(/^View bet No\. \d+$/);
    await link.click();
    await expect(page).toHaveURL(/[?&]mc=personalHistoryCopy&bet=\d+/);
    const detail = page.getByTestId('bet-detail');
    await expect(detail).toContainText('dice');
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();
    await expect(page).toHaveURL(/[?&]mc=personalHistoryCopy$/);
    // Back returns to the transaction history, as from any page switch of the centre.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]mc=transactionHistory$/);
    await expect(page.getByTestId('tx-row')).toHaveCount(2);
  });
});
