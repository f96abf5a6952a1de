import { expect, type Page, test } from './fixtures';
import { admin, shot } from './helpers';
import { logIn } from './member-pages';

/**
 * Lottery games named in the page language (web lib/lottery-names.ts): the seeded in-house games from family and
 * interval, the official games by code, whatever the server's English name.
 */
const run = Date.now().toString(36).slice(-5);

const prefer = (page: Page, lang: string, mode: 'dark' | 'light') =>
  page.evaluate(
    ([l, m]) => {
      localStorage.setItem('historyLanguage', l as string);
      localStorage.setItem('theme', m as string);
    },
    [lang, mode],
  );

/** A lobby in a language, and the name one of its games shows there. */
const VIEWS = [
  { lang: 'VI', path: '/lottery', game: 'SSC_1', name: 'Xổ số siêu tốc 1 phút' },
  { lang: 'VI', path: '/vnLottery', game: 'VN_NORTH', name: 'Xổ số miền Bắc' },
  { lang: 'TH', path: '/lottery', game: 'PK10_3', name: 'แข่งรถ PK10 3 นาที' },
  { lang: 'TH', path: '/seaLottery', game: 'SEA_4D', name: 'หวย 4D อาเซียน' },
  { lang: 'MS', path: '/seaLottery', game: 'SEA_4D', name: '4D Asia Tenggara' },
  { lang: 'AR', path: '/lottery', game: 'LF3D_15', name: '3D كل 15 دقيقة' },
] as const;

async function openLobby(page: Page, view: (typeof VIEWS)[number], mode: 'dark' | 'light') {
  await prefer(page, view.lang, mode);
  await page.goto(view.path);
  await expect(page.getByTestId(`lottery-game-${view.game}`)).toContainText(view.name);
}

test.describe('lottery game names', () => {
  test('the lobbies name their games in the page language', async ({ page }) => {
    const account = `e2e${run}ln`;
    admin('member', 'create', 'aurora', account, '--password', 'lotto1234');
    await logIn(page, account, 'lotto1234');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const view of VIEWS) await openLobby(page, view, 'light');
    // The game page's title too.
    await page.getByTestId('lottery-game-LF3D_15').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('3D كل 15 دقيقة');
  });

  test('the lobbies at 390 px in VI, TH, MS and AR, dark and light', { tag: '@shots' }, async ({ page }) => {
    test.setTimeout(90_000);
    const account = `e2e${run}lz`;
    admin('member', 'create', 'aurora', account, '--password', 'lotto1234');
    await logIn(page, account, 'lotto1234');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const view of VIEWS) {
      for (const mode of ['light', 'dark'] as const) {
        await openLobby(page, view, mode);
        await shot(page, `lottery-names-${view.lang.toLowerCase()}${view.path.replace('/', '-')}-390-${mode}.png`);
      }
    }
  });
});
