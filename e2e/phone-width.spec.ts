import { expect, newQuietContext, type Page, test } from './fixtures';
import { admin, bengalUrl } from './helpers';
import { logIn } from './member-pages';

/**
 * No page is wider than a 360 px phone (the narrowest common screen): every route of spec 2 "Screens and routes",
 * its category prefixes, its named route gameListCenter, the other screens it names, and each lottery page's game,
 * on both demo brands (Bengali text runs longer than English), as a member (the login-only pages) and as a visitor
 * (the login and register popups).
 */
const WIDTH = 360;

const VISITOR_ROUTES = ['/', '/login', '/register?referralCode=ABC123', '/help', '/promotions', '/sponsor'];

const MEMBER_ROUTES = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/help',
  '/sports',
  '/esports',
  '/cockfight',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/inHouse',
  '/hot',
  '/lott',
  '/elott',
  '/lottery',
  '/lottery?gameCode=SSC_1',
  '/seaLottery',
  '/seaLottery?gameCode=SEA_4D',
  '/vnLottery',
  '/vnLottery?gameCode=VN_NORTH',
  '/lotteryVerify',
  '/promotions',
  '/pointMall',
  '/seamless',
  '/sponsor',
  '/description',
  '/agentHome',
  '/rng?vassalage=PG',
  '/gameList/pg/rng',
  '/download',
  '/feedback',
  '/liveModels',
];

const BRANDS = [
  { name: 'Aurora Play', code: 'aurora', origin: () => '' },
  { name: 'Bengal Star', code: 'bengal', origin: () => bengalUrl('').replace(/\/$/, '') },
];

/** Names unique to this run; a member of the test's own (no other test's failed logins, hence no captcha). */
const run = Date.now().toString(36).slice(-5);

/** The page's width once it has settled: its answers in, its fonts loaded. */
async function settledWidth(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function phone(browser: Parameters<typeof newQuietContext>[0]) {
  const context = await newQuietContext(browser, { viewport: { width: WIDTH, height: 740 }, isMobile: true });
  return { context, page: await context.newPage() };
}

test.describe(`every page fits a ${WIDTH} px phone`, () => {
  for (const brand of BRANDS) {
    test(`${brand.name}, a visitor`, async ({ browser }) => {
      test.setTimeout(120_000);
      const { context, page } = await phone(browser);
      for (const path of VISITOR_ROUTES) {
        expect.soft(await settledWidth(page, `${brand.origin()}${path}`), path).toBeLessThanOrEqual(WIDTH);
      }
      await context.close();
    });

    test(`${brand.name}, a member`, async ({ browser }) => {
      test.setTimeout(240_000);
      const { context, page } = await phone(browser);
      const account = `w${run}${brand.code.slice(0, 2)}`;
      admin('member', 'create', brand.code, account, '--password', 'width1234');
      await logIn(page, account, 'width1234', brand.origin());
      for (const path of MEMBER_ROUTES) {
        expect.soft(await settledWidth(page, `${brand.origin()}${path}`), path).toBeLessThanOrEqual(WIDTH);
      }
      await context.close();
    });
  }
});
