import { device, expect, type Page, test } from './fixtures';
import { admin, bengalUrl } from './helpers';
import { logIn, playDice } from './member-pages';

const run = Date.now().toString(36).slice(-5);

/** The in-house game opened in the game popup from /rng, and its page's frame to measure. */
async function openInHouseGame(page: Page, code: string) {
  await page.goto('/rng');
  await page.getByTestId(`game-play-${code}`).click();
  await expect(page.getByTestId('game-popup')).toBeVisible();
  const game = page.frameLocator('[data-testid="game-popup-frame"]');
  await expect(game.getByTestId('in-house-game')).toBeVisible();
  const frame = await (await page.getByTestId('game-popup-frame').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no game frame');
  return { game, frame };
}

test.describe('what a new player met (issue "Second foundation" 7)', () => {
  test('the phone game popup keeps "My rounds" inside the screen', async ({ browser }) => {
    const account = `e2e${run}r`;
    admin('member', 'create', 'aurora', account, '--password', 'rounds1234');
    admin('credit', 'aurora', account, '50', '--reason', 'e2e rounds');
    const context = await device(browser, 390, 'EN', 'dark', { isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await logIn(page, account, 'rounds1234');
    await playDice(page, { target: 50 });
    const { game, frame } = await openInHouseGame(page, 'dice');
    await expect(game.getByTestId('rounds-table').locator('tbody tr[data-testid^="round-"]')).toHaveCount(1);
    const fit = await frame.evaluate(() => {
      const table = document.querySelector('[data-testid="rounds-table"]');
      const section = table?.closest('section');
      return {
        width: window.innerWidth,
        pageWidth: document.documentElement.scrollWidth,
        sectionRight: section?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY,
        tableWidth: table?.getBoundingClientRect().width ?? Number.POSITIVE_INFINITY,
        scrollBox: table?.parentElement?.getBoundingClientRect().width ?? 0,
        // The round's last cell (its verify link): drawn inside the screen.
        lastCell:
          table?.querySelector('tbody tr td:last-child')?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY,
      };
    });
    // The page never scrolls sideways, the rounds' box ends inside the screen, and every round is read whole in
    // it: nothing hidden past a sideways scroll.
    expect(fit.pageWidth).toBeLessThanOrEqual(fit.width);
    expect(fit.sectionRight).toBeLessThanOrEqual(fit.width);
    expect(fit.tableWidth).toBeLessThanOrEqual(fit.scrollBox);
    expect(fit.lastCell).toBeLessThanOrEqual(fit.width);
    await context.close();
  });
});

/** The faces of `family` the page has loaded (document.fonts), e.g. ['400', '700']. */
async function loadedFaces(page: Page, family: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.family.replace(/["']/g, '') === name && f.status === 'loaded')
      .map((f) => f.weight);
  }, family);
}

test.describe('script fonts where their text appears (issue "Second foundation" 7)', () => {
  test('an English page of the taka brand draws ৳ and Bengali notices with the bundled Bengali font', async ({
    browser,
  }) => {
    const account = `e2e${run}f`;
    admin('member', 'create', 'bengal', account, '--password', 'fonts1234');
    admin('credit', 'bengal', account, '25', '--reason', 'e2e fonts');
    const context = await device(browser, 1366, 'EN');
    const page = await context.newPage();
    await logIn(page, account, 'fonts1234', bengalUrl(''));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('balance')).toContainText('৳');
    // The page's language needs no Bengali font; the ৳ it shows does, and gets it from the bundle.
    await expect.poll(() => loadedFaces(page, 'Noto Sans Bengali')).not.toEqual([]);
    await context.close();
  });
});
