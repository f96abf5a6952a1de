import { expect, type Page, test } from './fixtures';
import { admin, shot } from './helpers';
import { logIn } from './member-pages';

/**
 * The lottery pages' help, chase planner and links (issue 14 "Web"): a play's "how it wins", a chase planner that
 * names the numeros it plays (and the server places those), and a transaction history row that opens its bet in
 * "my bets". Then the pages are shot at phone and desktop widths, dark and light, in Vietnamese on /vnLottery,
 * Thai on /seaLottery and Arabic right to left.
 */
const run = Date.now().toString(36).slice(-5);

/** Waits out the last seconds before a close, so a slip is not sent to a numero that closes on the way. */
async function awayFromClose(page: Page) {
  const clock = (await page.getByTestId('countdown').textContent()) ?? '';
  const match = /(\d\d):(\d\d)\s*$/.exec(clock);
  const left = match ? Number(match[1]) * 60 + Number(match[2]) : 0;
  if (left > 25) return;
  await page.waitForTimeout((left + 3) * 1000);
  await page.reload();
  await expect(page.getByTestId('countdown')).toHaveAttribute('data-state', 'open');
}

const theme = (page: Page, value: 'dark' | 'light') =>
  page.evaluate((t) => {
    localStorage.setItem('theme', t);
  }, value);
const language = (page: Page, code: string) =>
  page.evaluate((c) => {
    localStorage.setItem('historyLanguage', c);
  }, code);

/** A play's help in each language the pages are shot in, by the path that serves it. */
const VIEWS: { path: string; lang: string; play: string; expectText: string }[] = [
  { path: '/lottery?gameCode=SSC_1', lang: 'EN', play: 'SSC_5_DIRECT', expectText: 'Example:' },
  { path: '/vnLottery?gameCode=VN_NORTH', lang: 'VI', play: 'VN_DE', expectText: 'Ví dụ: đề 68' },
  { path: '/seaLottery?gameCode=SEA_4D', lang: 'TH', play: 'SEA4D_BIG', expectText: 'ตัวอย่าง:' },
  { path: '/seaLottery?gameCode=SEA_4D', lang: 'MS', play: 'SEA4D_SMALL', expectText: 'Contoh:' },
  { path: '/lottery?gameCode=SSC_1', lang: 'AR', play: 'SSC_L3_DIRECT', expectText: 'مثال:' },
];

/** The play's help opens in the page's language (right to left in Arabic), and the chase planner lists its rows. */
async function expectHelpAndPlanner(page: Page, view: (typeof VIEWS)[number]) {
  if (view.lang === 'AR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId(`play-${view.play}`).click();
  await page.getByTestId('play-help').click();
  await expect(page.getByTestId('play-help-text')).toContainText(view.expectText);
  await page.getByTestId('chase-on').check();
  await expect(page.getByTestId('chase-row').first()).toBeVisible();
}

/** A random pick added to the slip shows the line's odds. */
async function expectSlipWithOdds(page: Page) {
  await page.getByTestId('random-pick').click();
  await page.getByTestId('add-to-slip').click();
  await expect(page.getByTestId('slip-odds')).toBeVisible();
  await page.getByTestId('bet-slip').scrollIntoViewIfNeeded();
}

test.describe('lottery help, chase planner and links (issue 14 "Web")', () => {
  test('help, a named 3-numero chase placed as planned, and a transaction row that opens the bet', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = `e2e${run}lm`;
    admin('member', 'create', 'aurora', account, '--password', 'lotto1234');
    admin('credit', 'aurora', account, '100', '--reason', 'e2e lottery more');
    await logIn(page, account, 'lotto1234');

    await page.goto('/lottery?gameCode=SSC_1');
    await expect(page.getByTestId('lottery-game')).toBeVisible();
    await awayFromClose(page);
    await page.getByTestId('play-SSC_DT').click();
    // How the chosen play wins: a disclosure from the play picker, keyboard reachable, Escape closes it.
    const help = page.getByTestId('play-help');
    await help.focus();
    await page.keyboard.press('Enter');
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByTestId('play-help-panel');
    await expect(panel.getByRole('heading')).toHaveText('How Dragon tiger wins');
    await expect(panel).toContainText('Example: 82345 is Dragon (8 > 5).');
    await shot(page, 'lottery-help-1280-dark.png');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(help).toBeFocused();

    for (const option of ['DRAGON', 'TIGER', 'TIE']) await page.getByTestId(`opt-0-${option}`).click();
    await page.getByTestId('unit-stake').fill('1');
    await page.getByTestId('add-to-slip').click();
    // Odds at the member's series (the brand default here): DRAGON 2.1666, TIGER 2.1666, TIE 9.75.
    await expect(page.getByTestId('slip-odds')).toHaveText('Odds Dragon 2.1666Tiger 2.1666Tie 9.75');
    await page.getByTestId('chase-on').click();
    await page.getByTestId('chase-count').fill('3');
    // Every numero played, win or not.
    await page.getByTestId('chase-stop').uncheck();
    const open = (await page.getByTestId('open-numero').textContent()) ?? '';
    const named = page.getByTestId('chase-numero');
    await expect(named).toHaveCount(3);
    await expect(named.first()).toHaveText(open);
    const numeros = await named.allTextContents();
    // One-minute numeros: the next two minutes.
    const minute = (n: string) => Number(n.slice(9, 11)) * 60 + Number(n.slice(11, 13));
    const first = minute(numeros[0] ?? '');
    expect(numeros.map((n) => (minute(n) - first + 1440) % 1440)).toEqual([0, 1, 2]);
    await expect(page.getByTestId('chase-draw-time')).toHaveCount(3);
    await shot(page, 'lottery-chase-1280-dark.png', true);
    await page.getByTestId('place-bet').click();
    await expect(page.getByText('Your bet is placed')).toBeVisible();

    // The chase's next numero is placed by the server when it opens: my bets shows it under the planned name.
    await page.getByTestId('lottery-tab-bets').click();
    await expect(page.getByTestId('my-bet').first()).toContainText(numeros[0] ?? '-');
    await expect(async () => {
      await page.reload();
      await page.getByTestId('lottery-tab-bets').click();
      const rows = await page.getByTestId('my-bet').allTextContents();
      expect(rows.some((r) => r.includes(numeros[1] ?? '-'))).toBe(true);
    }).toPass({ timeout: 150_000, intervals: [10_000] });

    // The stake's row of the transaction history opens the bet on the lottery page, marked in my bets.
    await page.goto('/?mc=transactionHistory');
    const link = page.getByTestId('tx-cause-lottery').last();
    await expect(link).toHaveText(/^Lottery bet No\. \d+$/);
    const betId = ((await link.textContent()) ?? '').replace(/\D/g, '');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/lottery\\?gameCode=SSC_1&bet=${betId}$`));
    await expect(page.getByTestId('lottery-tab-bets')).toHaveAttribute('aria-selected', 'true');
    const marked = page.locator(`[data-testid="my-bet"][data-bet="${betId}"]`);
    await expect(marked).toHaveAttribute('aria-current', 'true');
    await expect(marked).toBeInViewport();
    await shot(page, 'lottery-linked-bet-1280-dark.png');
  });

  test("the help in the reader's language (VI on /vnLottery, TH and MS on /seaLottery, AR right to left), with the planner and the slip", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = `e2e${run}lh`;
    admin('member', 'create', 'aurora', account, '--password', 'lotto1234');
    await logIn(page, account, 'lotto1234');
    for (const view of VIEWS) {
      // One look per language here; every width and theme is in the @shots gallery below.
      const width = view.lang === 'EN' ? 1280 : 390;
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await language(page, view.lang);
      await theme(page, view.lang === 'AR' ? 'light' : 'dark');
      await page.goto(view.path);
      await expectHelpAndPlanner(page, view);
      if (view.lang === 'EN' || view.lang === 'AR') await expectSlipWithOdds(page);
    }
  });

  test('the help and chase planner at 390 and 1280, dark and light, VI on /vnLottery, TH on /seaLottery, AR', {
    tag: '@shots',
  }, async ({ page }) => {
    test.setTimeout(120_000);
    const account = `e2e${run}lv`;
    admin('member', 'create', 'aurora', account, '--password', 'lotto1234');
    await logIn(page, account, 'lotto1234');
    for (const view of VIEWS) {
      for (const width of [390, 1280]) {
        for (const mode of ['dark', 'light'] as const) {
          if (view.lang !== 'EN' && mode === 'light' && width === 1280) continue;
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await language(page, view.lang);
          await theme(page, mode);
          await page.goto(view.path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await expectHelpAndPlanner(page, view);
          const name = `lottery-${view.lang.toLowerCase()}-${view.play.toLowerCase()}-${width}-${mode}.png`;
          await page.getByTestId('play-help-panel').scrollIntoViewIfNeeded();
          await shot(page, name);
          if (view.lang === 'EN' || view.lang === 'AR') {
            // A slip line with its odds, and the planner's named rows.
            await expectSlipWithOdds(page);
            await shot(page, name.replace('.png', '-slip.png'));
          }
        }
      }
    }
  });
});
