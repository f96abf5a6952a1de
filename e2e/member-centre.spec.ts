import { ConsoleLogin, ConsoleShell } from './console-pages';
import { expect, newQuietContext, test } from './fixtures';
import { admin, png, shot } from './helpers';
import { balance, logIn, MemberCentre, playDice } from './member-pages';

/** Spec 2's member-centre pages (web lib/member-centre.ts), in the order of its nav. */
const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
];

const run = Date.now().toString(36).slice(-5);

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * Opens every page of the member centre for `member` in a language and theme, and checks that nothing runs past the
 * right edge; with `shots`, a screenshot of each page.
 */
async function everyPage(
  browser: Parameters<typeof newQuietContext>[0],
  member: { account: string; password: string },
  look: { viewport: { width: number; height: number }; language: string; theme: string },
  shots = false,
) {
  const context = await newQuietContext(browser, { viewport: look.viewport });
  await context.addInitScript(
    ([lang, theme]) => {
      window.localStorage.setItem('historyLanguage', lang ?? 'EN');
      window.localStorage.setItem('theme', theme ?? 'dark');
    },
    [look.language, look.theme],
  );
  const page = await context.newPage();
  await logIn(page, member.account, member.password);
  await page.goto('/?mc=securityCenter');
  const centre = new MemberCentre(page);
  await expect(centre.root()).toBeVisible();
  const size = String(look.viewport.width);
  for (const id of MEMBER_CENTRE_PAGES) {
    if ((await page.getByTestId(`mc-nav-${id}`).count()) === 0) continue;
    await centre.open(id);
    await expect(page.getByTestId(`mc-page-${id}`).getByText(/^(Loading…|جارٍ التحميل…)$/)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${id} ${size} ${look.language} ${look.theme}`).toBeLessThanOrEqual(0);
    if (shots) await shot(page, `mc-${id}-${size}-${look.language.toLowerCase()}-${look.theme}.png`);
  }
  await context.close();
}

test.describe('member centre (issue 13)', () => {
  test('opens from the account name, keeps each page in the address, and the security centre works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const account = `e2e${run}m`;
    admin('member', 'create', 'aurora', account, '--password', 'centre1234');
    admin('credit', 'aurora', account, '250', '--reason', 'e2e welcome');
    await logIn(page, account, 'centre1234');

    await page.getByTestId('member-menu').click();
    const centre = page.getByTestId('member-centre');
    await expect(centre).toBeVisible();
    await expect(page).toHaveURL(/[?&]mc=securityCenter/);

    // The real name, then a bank card in that name (its number comes back masked).
    await page.getByTestId('sc-real-name').fill('Tran Thi B');
    await page.getByTestId('sc-field-birthday').fill('1990-01-01');
    await page.getByTestId('sc-profile-save').click();
    await expect(page.getByTestId('sc-real-name')).toBeDisabled();
    await page.getByTestId('sc-payout-open').click();
    await page.getByTestId('sc-payout-provider').fill('Vietcombank');
    await page.getByTestId('sc-payout-number').fill('9704 0000 1111 2222');
    await page.getByTestId('sc-payout-add').click();
    await expect(page.getByTestId('sc-payout-row')).toContainText('**** 2222');
    await expect(page.getByTestId('sc-login-row').first()).toContainText('This device');
    await shot(page, 'member-centre-security-1366.png');

    // Each page is its own address; back returns to the one before; Escape closes over the page under it.
    await page.getByTestId('mc-nav-transactionHistory').click();
    await expect(page).toHaveURL(/mc=transactionHistory/);
    await expect(page.getByTestId('tx-row').first()).toContainText('e2e welcome');
    await page.goBack();
    await expect(page).toHaveURL(/mc=securityCenter/);
    await expect(page.getByTestId('security-centre')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
    await expect(page).not.toHaveURL(/mc=/);

    // The home page's withdraw entry opens the withdraw page inside the shell.
    await page.getByTestId('support-withdraw').click();
    await expect(page.getByTestId('mc-page-withdraw').getByTestId('withdraw-page')).toBeVisible();
  });

  test('fills the phone screen, in Arabic and light, from a deep link', async ({ browser }) => {
    const account = `e2e${run}p`;
    admin('member', 'create', 'aurora', account, '--password', 'centre1234');
    const context = await newQuietContext(browser, { viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      window.localStorage.setItem('historyLanguage', 'AR');
      window.localStorage.setItem('theme', 'light');
    });
    const page = await context.newPage();
    await page.goto('/?mc=personalHistoryCopy');
    // A visitor gets the login popup; once logged in, the page asked for opens.
    await page.getByTestId('login-username').fill(account);
    await page.getByTestId('login-password').fill('centre1234');
    await page.getByTestId('login-submit').click();
    const centre = page.getByTestId('member-centre');
    await expect(centre).toBeVisible();
    await expect(page.getByTestId('bet-records')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The whole screen from its edge: no scrollbar gutter beside it (phones draw scrollbars over the page).
    const box = await centre.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.y).toBe(0);
    expect(box?.width).toBe(390);
    // Nothing runs past the right edge.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'member-centre-records-390-ar-light.png');
    await page.getByTestId('mc-nav-securityCenter').click();
    await expect(page.getByTestId('security-centre')).toBeVisible();
    await shot(page, 'member-centre-security-390-ar-light.png');
    await context.close();
  });
});

/** The member centre as a newcomer drives it (page object: the labels live here once). */

/** The newcomer of the journey, for the screenshots that follow it. */
const newcomer = { account: `e2e${run}n`, password: 'newcomer123', payment: '135790' };

test.describe('withdrawals (issue 13)', () => {
  test('a member withdraws to a bound card, cancels one, and the finance desk pays the other', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const account = `e2e${run}w`;
    admin('member', 'create', 'aurora', account, '--password', 'withdraw123');
    // An operator's credit carries no turnover requirement (only deposits do).
    admin('credit', 'aurora', account, '300', '--reason', 'e2e withdrawals');
    await logIn(page, account, 'withdraw123');
    const centre = new MemberCentre(page);
    await page.getByTestId('member-menu').click();
    await page.getByTestId('sc-real-name').fill('Le Van C');
    await page.getByTestId('sc-field-birthday').fill('1988-05-05');
    await page.getByTestId('sc-profile-save').click();
    await expect(page.getByTestId('sc-real-name')).toBeDisabled();
    await page.getByTestId('sc-payout-open').click();
    await page.getByTestId('sc-payout-provider').fill('Techcombank');
    await page.getByTestId('sc-payout-number').fill('1903 5555 6666 7777');
    await page.getByTestId('sc-payout-add').click();
    await expect(page.getByTestId('sc-payout-row')).toContainText('**** 7777');
    await centre.setPaymentPassword('246810');

    const withdraw = async (amount: string) => {
      await centre.open('withdraw');
      await page.getByTestId('withdraw-amount').fill(amount);
      await page.getByTestId('withdraw-password').fill('246810');
      await page.getByTestId('withdraw-submit').click();
      await page.getByTestId('withdraw-confirm-yes').click();
    };
    // The first is held at once (the header shows the rest), then cancelled while processing: it comes back.
    await withdraw('120');
    const orders = page.getByTestId('withdraw-orders');
    await expect(orders.getByRole('listitem').first()).toContainText('Processing');
    await expect(balance(page)).toHaveText('$ 180.00');
    await shot(page, 'member-centre-withdraw-1366.png');
    await orders.getByTestId('withdraw-cancel').first().click();
    await page.getByTestId('withdraw-cancel-yes').click();
    await expect(orders.getByRole('listitem').first()).toContainText('Cancelled');
    await expect(balance(page)).toHaveText('$ 300.00');

    // The second is paid by the finance desk (the command line calls the desk's service).
    await withdraw('150');
    await expect(orders.getByRole('listitem').first()).toContainText('Processing');
    const queue = admin('cashier', 'withdrawals', 'aurora', '--status', 'processing') as {
      id: number;
      memberAccount: string;
    }[];
    const mine = queue.find((o) => o.memberAccount === account);
    expect(mine).toBeTruthy();
    admin('cashier', 'approve-withdrawal', String(mine?.id));
    await page.reload();
    await centre.open('withdraw');
    await expect(page.getByTestId('withdraw-orders').getByRole('listitem').first()).toContainText('Approved');
    await expect(balance(page)).toHaveText('$ 150.00');
    expect(admin('ledger', 'check')).toMatchObject({ ok: true });
  });
});

test.describe('a newcomer in the member centre (issue 13 journey)', () => {
  test.describe.configure({ mode: 'serial' });

  test('signs up, deposits by bank transfer with a proof, is approved live, plays, sees the bet, sends to the upline', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    // Signs up through an agent's link: the agent is the upline.
    await page.goto('/register?affiliateCode=AGENT01');
    await page.getByTestId('register-field-username').fill(newcomer.account);
    await page.getByTestId('register-field-password').fill(newcomer.password);
    await page.getByTestId('register-field-confirmPassword').fill(newcomer.password);
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('member-account')).toContainText(newcomer.account);
    await page.getByTestId('bonus-close').click();
    await expect(balance(page)).toHaveText('$ 0.00');

    // The member centre from the account name; a payment password first (the transfer asks for it).
    await page.getByTestId('member-menu').click();
    const centre = new MemberCentre(page);
    await expect(centre.root()).toBeVisible();
    await centre.setPaymentPassword(newcomer.payment);

    // A bank transfer with a picture of it.
    await centre.deposit('bank', '100', { reference: `NEW-${run}`, proof: png(16, [40, 160, 90]) });
    await expect(page.getByTestId('deposit-orders')).toContainText('100.00');

    // The finance desk approves it in the console.
    const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const deskPage = await desk.newPage();
    const login = new ConsoleLogin(deskPage);
    await login.goto();
    await login.signIn('finance01');
    const shell = new ConsoleShell(deskPage);
    await shell.chooseBrand('aurora');
    await shell.nav().getByRole('link', { name: 'Deposits' }).click();
    const row = deskPage.getByRole('row').filter({ hasText: newcomer.account });
    await expect(row).toContainText(`NEW-${run}`);
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = deskPage.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await desk.close();
    // No reload: the header hears of it over the live socket.
    await expect(balance(page)).toHaveText('$ 100.00');
    await shot(page, 'journey-deposit-approved-1366.png');

    // An in-house round.
    await page.keyboard.press('Escape');
    await page.goto('/rng');
    await page.getByTestId('game-play-dice').click();
    const game = page.frameLocator('[data-testid="game-popup-frame"]');
    await expect(game.getByTestId('in-house-game')).toBeVisible();
    await game.getByTestId('bet-amount').fill('2');
    await game.getByTestId('bet-button').click();
    await expect(game.getByTestId('result-message')).toBeVisible();
    await page.getByTestId('game-popup-close').click();
    await expect(balance(page)).not.toHaveText('$ 100.00');

    // The bet in the member centre's bet records.
    await page.getByTestId('member-menu').click();
    await centre.open('personalHistoryCopy');
    await expect(page.getByTestId('bet-row').first()).toBeVisible();
    await expect(page.getByTestId('bet-row').first()).toContainText('In-house · Dice');
    await expect(page.getByTestId('bet-row').first()).toContainText('2.00');
    await shot(page, 'journey-bet-records-1366.png');

    // Money to the upline (the agent of the link), with the payment password.
    const before = await balance(page).textContent();
    await centre.open('transferUpline');
    await expect(page.getByTestId('tu-upline')).toContainText('agent01');
    await page.getByTestId('tu-amount').fill('10');
    await page.getByTestId('tu-password').fill(newcomer.payment);
    await page.getByTestId('tu-submit').click();
    await expect(page.getByTestId('tu-done')).toHaveText('$ 10.00 sent to agent01');
    await expect(page.getByTestId('tu-record').first()).toContainText('agent01');
    await expect(balance(page)).not.toHaveText(before ?? '');
    await shot(page, 'journey-transfer-upline-1366.png');

    // The deposit is not wagered yet (every deposit is played once before it can leave): the withdraw page says so.
    await centre.open('withdraw');
    await expect(page.getByTestId('withdraw-turnover')).toBeVisible();
    expect(admin('ledger', 'check')).toMatchObject({ ok: true });
  });

  test('pays a deposit at the test gateway: its page approves, the balance follows', async ({ page }) => {
    test.setTimeout(90_000);
    const account = `e2e${run}t`;
    admin('member', 'create', 'aurora', account, '--password', 'gateway123');
    await logIn(page, account, 'gateway123');
    await page.goto('/?mc=depositv2');
    const centre = new MemberCentre(page);
    await expect(centre.root()).toBeVisible();
    const opened = page.context().waitForEvent('page');
    await centre.deposit('testpay', '25');
    const pay = await opened;
    await expect(pay.getByRole('heading', { name: 'Test gateway' })).toBeVisible();
    await pay.getByRole('button', { name: 'Approve payment' }).click();
    await expect(pay.getByText('acknowledged')).toBeVisible();
    await expect(balance(page)).toHaveText('$ 25.00');
  });

  test("nothing runs past the right edge of any page with the newcomer's records, on a phone and in Arabic", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Every width, language and theme with a screenshot of each page is the @shots gallery below.
    for (const look of [
      { viewport: PHONE, language: 'EN', theme: 'dark' },
      { viewport: PHONE, language: 'AR', theme: 'light' },
      { viewport: DESKTOP, language: 'AR', theme: 'dark' },
    ]) {
      await everyPage(browser, newcomer, look);
    }
  });
});

test.describe('the member centre for people to look at', () => {
  test('every page of the member centre at 1366 and 390 px, English and Arabic, dark and light', {
    tag: '@shots',
  }, async ({ browser, page }) => {
    test.setTimeout(600_000);
    // A member with records on every page: a deposit, a round, a transfer to the upline.
    const member = { account: `e2e${run}g`, password: 'gallery123', payment: '135790' };
    await page.goto('/register?affiliateCode=AGENT01');
    await page.getByTestId('register-field-username').fill(member.account);
    await page.getByTestId('register-field-password').fill(member.password);
    await page.getByTestId('register-field-confirmPassword').fill(member.password);
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('member-account')).toContainText(member.account);
    await page.getByTestId('bonus-close').click();
    admin('credit', 'aurora', member.account, '100', '--reason', 'e2e gallery');
    await playDice(page, { target: 50 });
    await page.goto('/?mc=securityCenter');
    const centre = new MemberCentre(page);
    await centre.setPaymentPassword(member.payment);
    await centre.deposit('bank', '100', { reference: `GAL-${run}`, proof: png(16, [40, 160, 90]) });
    await expect(page.getByTestId('deposit-orders')).toContainText('100.00');
    await centre.open('transferUpline');
    await page.getByTestId('tu-amount').fill('10');
    await page.getByTestId('tu-password').fill(member.payment);
    await page.getByTestId('tu-submit').click();
    await expect(page.getByTestId('tu-done')).toBeVisible();
    for (const viewport of [DESKTOP, PHONE]) {
      for (const language of ['EN', 'AR']) {
        for (const theme of ['dark', 'light']) {
          await everyPage(browser, member, { viewport, language, theme }, true);
        }
      }
    }
  });
});

test.describe('an agent in the member centre (spec 6)', () => {
  test('has a second tab to send to a downline, and is refused an account that is not its own downline', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    for (const look of [
      { size: '1366', viewport: { width: 1366, height: 900 }, language: 'EN', theme: 'dark' },
      { size: '390', viewport: { width: 390, height: 844 }, language: 'AR', theme: 'light' },
    ]) {
      const context = await newQuietContext(browser, { viewport: look.viewport });
      await context.addInitScript(
        ([lang, theme]) => {
          window.localStorage.setItem('historyLanguage', lang ?? 'EN');
          window.localStorage.setItem('theme', theme ?? 'dark');
        },
        [look.language, look.theme],
      );
      const page = await context.newPage();
      await logIn(page, 'agent01', 'agent1234');
      await page.goto('/?mc=transferUpline');
      await expect(page.getByTestId('tu-tab-downline')).toBeVisible();
      // agent01 has no upline of its own: the first tab says so.
      await expect(page.getByTestId('tu-no-upline')).toBeVisible();
      await page.getByTestId('tu-tab-downline').click();
      await page.getByTestId('tu-downline').fill('demo01');
      await page.getByTestId('tu-amount').fill('10');
      await page.getByTestId('tu-password').fill('123456');
      await page.getByTestId('tu-submit').click();
      await expect(page.getByTestId('tu-error')).toHaveText(
        look.language === 'EN'
          ? 'This account is not one of your direct downlines'
          : 'هذا الحساب ليس من حساباتك الفرعية المباشرة',
      );
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `mc-transferUpline-agent-${look.size}-${look.language.toLowerCase()}-${look.theme}.png`);
      await context.close();
    }
  });
});
