import { expect, type Page } from '@playwright/test';
import { ConsoleLogin, ConsoleShell } from './console-pages';
import { base as test } from './fixtures';
import { shot } from './helpers';

/**
 * The lottery desk's draws table (lottery-numeros-page.tsx) at 1280 px: an in-house game's numeros carry their seed
 * hash (64 hex digits) from the start, cut on one line so the table needs no sideways scroll, the whole value kept.
 */
const DRAWS = '/console/lottery/numeros?game=SSC_1';

async function signedIn(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const login = new ConsoleLogin(page);
  await login.goto();
  await login.signIn('owner01');
  await new ConsoleShell(page).chooseBrand('aurora');
  await page.goto(DRAWS);
  await expect(
    page
      .getByRole('table')
      .getByText(/^Hash [0-9a-f]{64}$/)
      .first(),
  ).toBeVisible();
}

/** How far the table's box scrolls sideways (0 when it fits). */
const overflow = (page: Page) => page.locator('.table-wrap').evaluate((box) => box.scrollWidth - box.clientWidth);

test.describe('console lottery draws table', () => {
  test('fits at 1280 px with the seed hash cut to one line, the whole hash in its title', async ({ page }) => {
    await signedIn(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const hash = page
      .getByRole('table')
      .getByText(/^Hash [0-9a-f]{64}$/)
      .first();
    expect(await hash.getAttribute('title')).toMatch(/^Hash [0-9a-f]{64}$/);
  });

  test('the draws table at 1280 and 390, dark and light, EN and CN', { tag: '@shots' }, async ({ page }) => {
    await signedIn(page);
    const banner = page.getByRole('banner');
    const language = banner.getByRole('combobox').filter({ has: page.locator('option[value="CN"]') });
    for (const lang of ['EN', 'CN'] as const) {
      await language.selectOption(lang);
      for (const mode of ['light', 'dark'] as const) {
        const toggle = banner.getByRole('button', { name: mode === 'dark' ? /Dark theme|深色/ : /Light theme|浅色/ });
        if (await toggle.isVisible()) await toggle.click();
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          // The nav becomes a drawer under 900 px: shoot once it has slid away.
          await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
          await shot(page, `console-draws-${lang.toLowerCase()}-${mode}-${width}.png`);
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }
  });
});
