import type { Browser, Page } from '@playwright/test';
import { expect, newQuietContext, base as plain, test } from './fixtures';
import { admin, shot } from './helpers';

/** A name unique to this attempt, so a retry or a second run never meets the first one's account or message. */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

/** The seeded announcement popups of the aurora brand: execution B for visitors, A for logged-in members. */
const ANONYMOUS_POPUP = 'Welcome!';
const MEMBER_POPUP = 'Daily reward';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A real PNG of one pixel. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** PNG magic bytes followed by padding: a "png" over the 5 MB limit of spec 5. */
const OVERSIZED_PNG = Buffer.concat([PIXEL_PNG.subarray(0, 8), Buffer.alloc(5 * 1024 * 1024 + 1)]);

/** The home page with the announcements answered: the marquee shows the seeded player notices. */
async function homeReady(page: Page) {
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
}

/** No announcement popup, once every lazily loaded chunk that could bring one has arrived. */
async function expectNoPopup(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('announcement-popup')).toHaveCount(0);
}

/** Scrolls down and back so every section drawn on approach (QR codes, game lists) is in a full-page shot. */
async function drawWholePage(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight / 2;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

async function login(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('member-account')).toContainText(account);
}

test.describe('home page (issue 6)', () => {
  test('the banner carousel slides on after 5 s and its dots show the slide asked for', async ({ page }) => {
    // When the carousel was first drawn and when it first moved on, in the page's own time.
    await page.addInitScript(() => {
      const times: { drawn?: number; moved?: number } = {};
      Object.assign(window, { carouselTimes: times });
      new MutationObserver(() => {
        const track = document.querySelector('[data-testid="banner-carousel"] [data-index]');
        if (!track) return;
        times.drawn ??= performance.now();
        if (track.getAttribute('data-index') === '1') times.moved ??= performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-index'] });
    });
    await page.goto('/');
    await homeReady(page);
    const carousel = page.getByTestId('banner-carousel');
    await expect(page.getByTestId('banner-dot-0')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('banner-slide-0')).toHaveAttribute('aria-hidden', 'false');
    await expect(page.getByTestId('banner-dot-1')).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });
    await expect(page.getByTestId('banner-slide-1')).toHaveAttribute('aria-hidden', 'false');
    await expect(page.getByTestId('banner-dot-0')).toHaveAttribute('aria-current', 'false');
    // Every 5 s (spec 9).
    const { drawn, moved } = await page.evaluate(
      () => (window as unknown as { carouselTimes: { drawn: number; moved: number } }).carouselTimes,
    );
    expect(moved - drawn).toBeGreaterThan(4_800);
    expect(moved - drawn).toBeLessThan(5_800);

    await page.getByTestId('banner-dot-2').click();
    await expect(page.getByTestId('banner-dot-2')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('banner-slide-2')).toHaveAttribute('aria-hidden', 'false');
    // After the 1 s transition the third slide is the one in the carousel's frame.
    await expect
      .poll(async () => {
        const frame = await carousel.boundingBox();
        const slide = await page.getByTestId('banner-slide-2').boundingBox();
        return frame && slide ? Math.round(Math.abs(slide.x - frame.x)) : -1;
      })
      .toBeLessThanOrEqual(1);
    await shot(page, 'home-carousel-slide-3-desktop.png');
  });

  test('footer social links appear only for the resources the brand has', async ({ page }) => {
    const footer = page.getByTestId('site-footer');
    const before = admin('resource', 'list', 'aurora') as { resourceType: string; url: string; labelNameEn: string }[];
    const youtube = before.find((r) => r.resourceType === 'YOUTUBE');
    expect(youtube?.url).toBe('https://www.youtube.com/@auroraplay');
    await page.goto('/');
    await expect(footer.getByTestId('social-youtube')).toHaveAttribute('href', 'https://www.youtube.com/@auroraplay');
    try {
      admin('resource', 'remove', 'aurora', 'YOUTUBE');
      await page.reload();
      await expect(footer.getByTestId('social-facebook')).toBeVisible();
      await expect(footer.getByTestId('social-youtube')).toHaveCount(0);
      // Seeded for the other brand only.
      await expect(footer.getByTestId('social-whatsapp')).toHaveCount(0);
      await expect(footer.getByTestId('social-tiktok')).toHaveCount(0);
    } finally {
      admin('resource', 'set', 'aurora', 'YOUTUBE', '--url', youtube?.url ?? '', '--label', youtube?.labelNameEn ?? '');
    }
    await page.reload();
    await expect(footer.getByTestId('social-youtube')).toHaveAttribute('href', 'https://www.youtube.com/@auroraplay');
    await expect(footer.getByTestId('social-facebook')).toBeVisible();
  });

  test('feedback with an image is sent and stored; an image over 5 MB is refused and nothing is sent', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/feedback') sent.push(request.method());
    });
    const text = `e2e feedback ${unique()}: the lottery page loads slowly`;
    await page.goto('/feedback');
    const form = page.getByTestId('feedback-form');
    await form.getByTestId('feedback-content').fill(text);
    await expect(form.getByTestId('feedback-counter')).toContainText(String(text.length));
    await form.getByTestId('feedback-images').setInputFiles({
      name: 'screen.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await expect(form.getByRole('img', { name: 'screen.png' })).toBeVisible();
    await shot(page, 'feedback-with-image-desktop.png');
    await form.getByTestId('feedback-submit').click();
    await expect(form.getByTestId('feedback-thanks')).toHaveText('Thank you! Your feedback has been sent.');
    expect(sent).toEqual(['PUT']);
    await expect(form.getByTestId('feedback-content')).toHaveValue('');

    await form.getByTestId('feedback-content').fill('with a big screenshot');
    await form.getByTestId('feedback-images').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: OVERSIZED_PNG,
    });
    await expect(form.getByTestId('feedback-error')).toHaveText('Each image must be 5 MB or smaller');
    await expect(form.getByTestId('feedback-image-remove')).toHaveCount(0);
    await shot(page, 'feedback-too-large-desktop.png');
    expect(sent).toEqual(['PUT']);

    const stored = admin('feedback', 'list', 'aurora', '--limit', '20') as { content: string; images: number }[];
    const mine = stored.filter((f) => f.content === text);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.images).toBe(1);
    expect(stored.some((f) => f.content === 'with a big screenshot')).toBe(false);

    // The refusal is the visitor's language, not a key.
    await page.evaluate(() => localStorage.setItem('historyLanguage', 'AR'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await form.getByTestId('feedback-images').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: OVERSIZED_PNG,
    });
    await expect(form.getByTestId('feedback-error')).toHaveText('يجب ألا يتجاوز حجم كل صورة 5 ميغابايت');
    await shot(page, 'feedback-too-large-ar-desktop.png');
    expect(sent).toEqual(['PUT']);
  });
});

plain.describe('announcement popups (spec 4 "Popups")', () => {
  plain('a visitor sees the anonymous popup once a session, and again in a new session', async ({ browser }) => {
    const first = await browser.newContext();
    const page = await first.newPage();
    await page.goto('/');
    const popup = page.getByTestId('announcement-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(ANONYMOUS_POPUP);
    await expect(popup).not.toContainText(MEMBER_POPUP);
    await shot(page, 'announcement-popup-desktop.png');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);

    await page.reload();
    await homeReady(page);
    await expectNoPopup(page);
    await page.getByTestId('footer-link-download').click();
    await expect(page).toHaveURL(/\/download$/);
    await page.goto('/sponsor');
    await page.goto('/');
    await homeReady(page);
    await expectNoPopup(page);
    await first.close();

    const second = await browser.newContext();
    const again = await second.newPage();
    await again.goto('/');
    await expect(again.getByTestId('announcement-popup')).toContainText(ANONYMOUS_POPUP);
    await second.close();
  });

  plain('a logged-in member sees the execution-A popup, not the visitors one', async ({ browser }) => {
    const account = `e2e${unique()}`;
    admin('member', 'create', 'aurora', account, '--password', 'popup1234');
    const context = await browser.newContext();
    const page = await context.newPage();
    // The login popup keeps the anonymous announcement back until it is done.
    await login(page, account, 'popup1234');
    const popup = page.getByTestId('announcement-popup');
    // A first login also brings the execution-F popup: both are listed, the visitors' one is not.
    await expect(popup.getByRole('button', { name: MEMBER_POPUP })).toBeVisible();
    await expect(popup).not.toContainText(ANONYMOUS_POPUP);
    await popup.getByRole('button', { name: MEMBER_POPUP }).click();
    await expect(popup.getByRole('heading', { name: MEMBER_POPUP })).toBeVisible();
    await expect(popup).toContainText('collect your daily points');
    await shot(page, 'announcement-popup-member-desktop.png');
    await popup.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await homeReady(page);
    await expectNoPopup(page);

    // The next login is no first one: the execution-A popup alone, shown again for the new login.
    await page.getByTestId('logout-button').click();
    await page.getByTestId('logout-confirm').click();
    await expect(page.getByTestId('member-account')).toHaveCount(0);
    await login(page, account, 'popup1234');
    await expect(popup.getByRole('heading', { name: MEMBER_POPUP })).toBeVisible();
    await expect(popup).not.toContainText(ANONYMOUS_POPUP);
    await expect(popup).not.toContainText('Glad you are here');
    await shot(page, 'announcement-popup-member-again-desktop.png');
    await context.close();
  });

  plain('the popup at phone width', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('announcement-popup')).toBeVisible();
    await shot(page, 'announcement-popup-mobile.png');
    await context.close();
  });
});

/** Screens for people to look at (issue 6 "Look at home on desktop and phone widths, in EN and AR"). */
test.describe('home and content pages, screens', () => {
  async function homeScreens(browser: Browser, size: 'desktop' | 'mobile') {
    const context = await newQuietContext(browser, size === 'desktop' ? { viewport: DESKTOP } : PHONE);
    const page = await context.newPage();
    await page.goto('/');
    for (const lang of ['EN', 'AR'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        await page.evaluate(
          (choice) => {
            localStorage.setItem('historyLanguage', choice.lang);
            localStorage.setItem('theme', choice.theme);
          },
          { lang, theme },
        );
        await page.reload();
        await homeReady(page);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'AR' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await drawWholePage(page);
        if (size === 'mobile') {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        }
        await shot(page, `issue6-home-${lang.toLowerCase()}-${theme}-${size}.png`, true);
      }
    }
    await context.close();
  }

  // Right to left and the theme on the home page are asserted by shell.spec.ts; this pass only takes the pictures.
  test('home at 1366 in EN and AR, dark and light', { tag: '@shots' }, async ({ browser }) => {
    await homeScreens(browser, 'desktop');
  });

  test('home at 390 in EN and AR, dark and light', async ({ browser }) => {
    await homeScreens(browser, 'mobile');
  });

  test('download, feedback and sponsor pages, and the customer-service widget', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/download');
    await expect(page.getByTestId('download-ios')).toBeVisible();
    await drawWholePage(page);
    await shot(page, 'issue6-download-desktop.png', true);
    await page.goto('/feedback');
    await expect(page.getByTestId('feedback-form')).toBeVisible();
    await shot(page, 'issue6-feedback-desktop.png', true);
    await page.goto('/sponsor');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'issue6-sponsor-desktop.png', true);
    await page.goto('/');
    await homeReady(page);
    await page.getByTestId('side-customer-service').click();
    await expect(page.getByTestId('service-widget')).toBeVisible();
    await expect(page.getByTestId('service-widget')).toContainText('Telegram support');
    await shot(page, 'issue6-service-widget-desktop.png');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('service-widget')).toHaveCount(0);
  });

  test('download, feedback and the customer-service widget at phone width', async ({ browser }) => {
    const context = await newQuietContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/download');
    await expect(page.getByTestId('download-android')).toBeVisible();
    await drawWholePage(page);
    await shot(page, 'issue6-download-mobile.png', true);
    await page.goto('/feedback');
    await expect(page.getByTestId('feedback-form')).toBeVisible();
    await shot(page, 'issue6-feedback-mobile.png', true);
    await page.goto('/');
    await homeReady(page);
    await page.getByTestId('service-launcher').click();
    await expect(page.getByTestId('service-widget')).toBeVisible();
    await shot(page, 'issue6-service-widget-mobile.png');
    await context.close();
  });
});
