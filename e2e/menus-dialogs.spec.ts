import { expect, newQuietContext, type Page, test } from './fixtures';
import { shot } from './helpers';

/** The element's box, asserted to lie wholly inside the window. */
async function boxInWindow(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  const size = page.viewportSize();
  expect(box).not.toBeNull();
  if (!box || !size) throw new Error('no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
  return box;
}

const activeTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? null);

test.describe('drop menus (disclosure popovers)', () => {
  test('the language menu opens from the keyboard, Tab walks into it, Escape hands focus back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    const trigger = page.getByTestId('language-select');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('language-options').getByRole('button', { name: 'English' })).toBeVisible();
    const options = await boxInWindow(page, 'language-options');
    const button = await trigger.boundingBox();
    // Below its button, lined up with the button's end edge (the header's end, in a left-to-right page).
    expect(options.y).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0));
    expect(Math.abs(options.x + options.width - ((button?.x ?? 0) + (button?.width ?? 0)))).toBeLessThan(2);
    await shot(page, 'menu-language-en-desktop.png');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('language-options').locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('language-options')).toBeHidden();
    expect(await activeTestId(page)).toBe('language-select');
  });

  test('a game category drops its vendors on hover, over the page, and a press outside closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.getByTestId('nav-category-RNG').hover();
    const menu = page.getByTestId('nav-menu-content-RNG');
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId('nav-vendor-RNG-BGS')).toBeVisible();
    // Drawn whole below the header, not cut by the navigation bar's scrolling box.
    const box = await boxInWindow(page, 'nav-menu-content-RNG');
    const header = await page.getByTestId('site-header').boundingBox();
    expect(box.y + box.height).toBeGreaterThan((header?.y ?? 0) + (header?.height ?? 0));
    await expect(menu.getByTestId('nav-vendor-RNG-BGS')).toBeInViewport();
    await shot(page, 'menu-games-en-desktop.png');
    await page.mouse.move(5, 700);
    await expect(menu).toBeHidden();
    await page.getByTestId('nav-menu-RNG').click();
    await expect(menu).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(menu).toBeHidden();
  });

  test("the right bar's app menu opens beside the bar with the QR codes, right to left too", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    for (const dir of ['ltr', 'rtl'] as const) {
      if (dir === 'rtl') {
        await page.getByTestId('language-select').click();
        await page.getByTestId('language-options').getByRole('button', { name: 'العربية' }).click();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      await page.getByTestId('side-app-download').click();
      const menu = await boxInWindow(page, 'side-app-menu');
      const bar = await page.getByTestId('side-menu-right').boundingBox();
      if (!bar) throw new Error('no bar');
      // Beside the bar on its inner side: left of it in English, right of it in Arabic.
      if (dir === 'ltr') expect(menu.x + menu.width).toBeLessThanOrEqual(bar.x);
      else expect(menu.x).toBeGreaterThanOrEqual(bar.x + bar.width);
      await expect(page.getByTestId('side-app-menu').locator('svg[role="img"], canvas, svg').first()).toBeVisible();
      await shot(page, `menu-app-${dir}-desktop.png`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('side-app-menu')).toBeHidden();
    }
  });
});

test.describe('dialogs (the browser <dialog>)', () => {
  test('the register popup keeps focus inside, the page under it still, and Escape hands focus back', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    const opener = page.getByTestId('site-header').getByRole('button', { name: 'Register' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('register-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    // Tab as often as you like: focus stays in the popup.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    // The page under the popup does not scroll, and does not take clicks.
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await shot(page, 'dialog-register-en-desktop.png');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the phone menu drawer slides in from the end edge and closes on Escape', async ({ browser }) => {
    const context = await newQuietContext(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.getByTestId('menu-button').click();
    const drawer = await boxInWindow(page, 'mobile-drawer');
    expect(Math.round(drawer.x + drawer.width)).toBe(390);
    expect(Math.round(drawer.height)).toBe(844);
    // The language menu inside the drawer opens over it.
    await page.getByTestId('mobile-drawer').getByTestId('language-select').click();
    await boxInWindow(page, 'language-options');
    await shot(page, 'drawer-language-en-mobile.png');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('language-options')).toBeHidden();
    await expect(page.getByTestId('mobile-drawer')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-drawer')).toHaveCount(0);
    await context.close();
  });
});
