import { expect, type Page, test } from './fixtures';
import { admin, shot } from './helpers';

const run = Date.now().toString(36).slice(-5);

async function login(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('member-account')).toContainText(account);
}

test.describe('games (issue 5)', () => {
  test('a visitor browses /rng, filters by vendor, and is asked to log in to play or favourite', async ({ page }) => {
    await page.goto('/rng');
    await expect(page.getByTestId('game-card-slot')).toBeVisible();
    await page.getByTestId('vendor-tab-BGS').click();
    await expect(page.getByTestId('game-card-dice')).toBeVisible();
    await page.getByTestId('game-search').fill('plin');
    await expect(page.getByTestId('game-card-plinko')).toBeVisible();
    await expect(page.getByTestId('game-card-dice')).toHaveCount(0);
    await shot(page, 'games-rng-desktop.png');
    await page.getByTestId('game-play-plinko').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
  });

  test('a member favourites a game and plays a round of each in-house game, the balance following', async ({
    page,
  }) => {
    // Four games, each opened, played and checked against the header: a long journey on a shared 2-core machine.
    test.slow();
    const account = `e2e${run}g`;
    admin('member', 'create', 'aurora', account, '--password', 'games1234');
    admin('credit', 'aurora', account, '100', '--reason', 'e2e games');
    await login(page, account, 'games1234');
    await page.goto('/rng');
    const fav = page.getByTestId('game-favorite-dice');
    await expect(fav).toHaveAttribute('aria-pressed', 'false');
    await fav.click();
    await expect(fav).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByTestId('game-favorite-dice')).toHaveAttribute('aria-pressed', 'true');

    for (const code of ['dice', 'mines', 'plinko', 'slot']) {
      await page.goto('/rng');
      await page.getByTestId(`game-play-${code}`).click();
      await expect(page.getByTestId('game-popup')).toBeVisible();
      const game = page.frameLocator('[data-testid="game-popup-frame"]');
      await expect(game.getByTestId('in-house-game')).toBeVisible();
      await expect(game.getByTestId('fair-server-hash')).toHaveText(/[0-9a-f]{64}/);
      if (code === 'mines') await game.getByTestId('mines-tile-0').click();
      await game.getByTestId('bet-amount').fill('1');
      await game.getByTestId('bet-button').click();
      await expect(game.getByTestId('result-message')).toBeVisible();
      await expect(game.getByTestId('rounds-table')).toContainText(/\d/);
      await shot(page, `game-${code}-desktop.png`);
      // The stake left the wallet and any win came back: the header, pushed over the live socket, shows what the
      // game shows, which is what the ledger holds.
      const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
      await expect
        .poll(async () => {
          const header = amount(await page.getByTestId('balance').textContent());
          const inGame = amount(await game.getByTestId('balance-value').textContent());
          return Math.abs(header - inGame) < 0.005 && inGame !== 100;
        })
        .toBe(true);
      await page.getByTestId('game-popup-close').click();
    }
  });

  test('a trial member is refused real play and may play the demo', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('free-play').click();
    await expect(page.getByTestId('member-account')).toContainText(/guest_/);
    await page.goto('/rng');
    await page.getByTestId('game-play-dice').click();
    await expect(page.getByText(/real account/i)).toBeVisible();
  });
});
