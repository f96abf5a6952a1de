import { expect, type Page } from '@playwright/test';
import { ConsoleLogin, ConsoleLotteryGame, ConsoleShell, firstSignIn } from './console-pages';
import { newQuietContext, base as test } from './fixtures';
import { admin, shot } from './helpers';
import { logIn } from './member-pages';

/**
 * An official game's results entered by two operators, in a browser (issue 14: "Official results come through a
 * results adapter: entry in the console by one operator confirmed by a second"; "Console": "games (... schedule
 * ...)"). owner01 turns aurora's DAILY_3D into a one-minute game with manual results; a member bets LF3D direct 1-2-3
 * on its open draw; once drawn, owner01 enters 1 2 3 and a second operator with lottery.results, an admin made here
 * through the operators desk API, confirms it; the draw shows drawn and the bet won with odds x unit stake. The game's
 * schedule, close seconds and feed are put back (daily 21:15 Asia/Shanghai, 1800 s, offline) whatever happens.
 */
const run = Date.now().toString(36).slice(-5);
const GAME = 'DAILY_3D';

async function consoleToken(page: Page) {
  return (await page.evaluate(() => window.sessionStorage.getItem('consoleToken'))) ?? '';
}

async function api(page: Page, path: string, body: Record<string, unknown>) {
  const res = await page.request.post(`/console/api/${path}`, {
    headers: { authorization: `Bearer ${await consoleToken(page)}` },
    data: body,
  });
  const json = await res.json();
  expect(res.status(), JSON.stringify(json)).toBe(200);
  return json.value;
}

async function apiGet(page: Page, path: string, query: Record<string, string>) {
  const res = await page.request.get(`/console/api/${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${await consoleToken(page)}` },
  });
  const json = await res.json();
  expect(res.status(), JSON.stringify(json)).toBe(200);
  return json.value;
}

test.describe('console: an official result by two operators', () => {
  test('manual results and a one-minute schedule: entered, confirmed by another operator, the bet settles', async ({
    page,
    browser,
  }) => {
    test.setTimeout(175_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const login = new ConsoleLogin(page);
    await login.goto();
    await login.signIn('owner01');
    await new ConsoleShell(page).chooseBrand('aurora');
    const game = new ConsoleLotteryGame(page);
    await game.goto(GAME);
    try {
      await game.setCloseSeconds(GAME, 10);
      const changed = await game.setSchedule({ kind: 'interval', minutes: 1, time: '00:00', zone: 'Asia/Shanghai' });
      // Today's daily draw was already taking bets: it keeps its own time.
      expect(changed).toMatch(/keeps its own time/);
      await game.setFeed('manual');
      await expect(game.feed().getByText('Official, entered by operators').first()).toBeVisible();
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await shot(page, `console-lottery-schedule-${width}.png`, true);
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // The second operator: an admin of aurora (lottery.results), made on the operators desk by owner01.
      const account = `e2eres${run}`;
      const made = await api(page, 'operators/create', {
        account,
        role: 'admin',
        allBrands: false,
        brands: ['aurora'],
      });

      // A member bets on the open one-minute draw.
      const member = await newQuietContext(browser, { viewport: { width: 390, height: 844 } });
      const web = await member.newPage();
      const player = `e2e${run}rs`;
      admin('member', 'create', 'aurora', player, '--password', 'lotto1234');
      admin('credit', 'aurora', player, '50', '--reason', 'e2e console lottery results');
      await logIn(web, player, 'lotto1234');
      await web.goto(`/lottery?gameCode=${GAME}`);
      const open = web.getByTestId('open-numero');
      await expect(open).toHaveText(/^\d{8}-\d{4}$/);
      // The draw closes 10 s before its minute: bet with more than 15 s to go (else on the next draw).
      await expect(async () => {
        const clock = (await web.getByTestId('countdown').locator('bdi').textContent()) ?? '';
        const [minutes = 0, seconds = 0] = clock.trim().split(':').slice(-2).map(Number);
        expect(minutes * 60 + seconds).toBeGreaterThan(15);
      }).toPass({ timeout: 40_000, intervals: [1_000] });
      await web.getByTestId('play-LF3D_DIRECT').click();
      for (const [row, digit] of [
        [0, '1'],
        [1, '2'],
        [2, '3'],
      ] as const)
        await web.getByTestId(`opt-${row}-${digit}`).click();
      await web.getByTestId('unit-stake').fill('1');
      await web.getByTestId('multiple').fill('1');
      await web.getByTestId('add-to-slip').click();
      await web.getByTestId('place-bet').click();
      await expect(web.getByText('Your bet is placed')).toBeVisible();
      await web.getByTestId('lottery-tab-bets').click();
      const bet = web.getByTestId('my-bet').first();
      await expect(bet).toHaveAttribute('data-status', 'open');
      const numero = ((await bet.locator('td').first().textContent()) ?? '').trim();
      expect(numero).toMatch(/^\d{8}-\d{4}$/);

      // Meanwhile the second operator signs in for the first time.
      const second = await newQuietContext(browser, { viewport: { width: 1280, height: 900 } });
      const other = await second.newPage();
      await firstSignIn(other, account, made.password, `Second-operator-${run}-42`);

      // After its draw time, owner01 enters the result on the draws page.
      // Newest draw first: the one-minute game's upcoming draws fill the first pages, so the closed ones are asked for.
      await page.goto(`/console/lottery/numeros?game=${GAME}&state=closed`);
      // The page does not poll: reloaded until the draw time has passed.
      const row = page.getByRole('row').filter({ hasText: numero });
      await expect(async () => {
        await page.reload();
        await expect(row.getByRole('button', { name: 'Enter result' })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 90_000, intervals: [3_000] });
      await row.getByRole('button', { name: 'Enter result' }).click();
      const enter = page.getByRole('dialog', { name: `Enter the result of ${numero}` });
      await enter.getByLabel('Draw numbers (LF3D), separated by spaces').fill('1 2 3');
      await enter.getByRole('button', { name: 'Enter result' }).click();
      await expect(row).toContainText('1 2 3, entered by owner01: waiting for a second operator');

      // The second operator sees it waiting and confirms by typing the same draw.
      await other.goto(`/console/lottery/numeros?game=${GAME}&state=closed`);
      const pending = other.getByRole('row').filter({ hasText: numero });
      await expect(pending).toContainText('entered by owner01: waiting for a second operator');
      await shot(other, 'console-lottery-pending-1280.png', true);
      await pending.getByRole('button', { name: 'Confirm result' }).click();
      const confirm = other.getByRole('dialog', { name: `Confirm the result of ${numero}` });
      await confirm.getByLabel('Draw numbers (LF3D), separated by spaces').fill('1 2 3');
      await confirm.getByRole('button', { name: 'Confirm result' }).click();
      await expect(confirm).toBeHidden();
      await other.goto(`/console/lottery/numeros?game=${GAME}&state=drawn`);
      await expect(other.getByRole('row').filter({ hasText: numero })).toContainText('Drawn');
      await second.close();

      // The member's bet settles: won, paid the direct play's odds at their series times the unit stake of 1.
      const plays = (await (await web.request.get(`/lgw/lottery/plays?gameCode=${GAME}`)).json()).value.plays as {
        playCode: string;
        odds: number;
      }[];
      const odds = plays.find((p) => p.playCode === 'LF3D_DIRECT')?.odds ?? 0;
      expect(odds).toBeGreaterThan(1);
      await expect(async () => {
        await web.reload();
        await web.getByTestId('lottery-tab-bets').click();
        await expect(web.getByTestId('my-bet').first()).toHaveAttribute('data-status', 'won', { timeout: 3_000 });
      }).toPass({ timeout: 40_000, intervals: [2_000] });
      const payout = (await web.getByTestId('my-bet').first().locator('td').nth(4).textContent()) ?? '';
      expect(payout.replace(/[^\d]/g, '')).toBe(odds.toFixed(2).replace(/[^\d]/g, ''));
      const desk = await apiGet(page, 'lottery/bets', { brand: 'aurora', account: player, pageNo: '1' });
      expect(desk.content[0]).toMatchObject({ numero, status: 'won', payout: odds });
      await member.close();
    } finally {
      // Put the game back as the seed made it (through the desk's API, whatever failed above), so the other browser
      // tests see the demo's daily 3D.
      await api(page, 'lottery/schedule/set', {
        brand: 'aurora',
        game: GAME,
        scheduleKind: 'daily',
        drawTime: '21:15',
        timeZone: 'Asia/Shanghai',
        resultDeadlineMinutes: 360,
      });
      await api(page, 'lottery/games/update', { brand: 'aurora', game: GAME, closeSeconds: 1800 });
      await api(page, 'lottery/feed/set', { brand: 'aurora', game: GAME, feed: 'offline' });
    }
  });
});
