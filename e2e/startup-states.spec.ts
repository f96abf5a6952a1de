import { expect, test } from './fixtures';
import { admin, shot } from './helpers';

test.describe('startup states (spec 4)', () => {
  test.afterEach(() => {
    admin('maintenance', 'clear', 'aurora');
    admin('region', 'clear', 'aurora');
  });

  test('maintenance page with end time and customer service, after the admin command sets it', async ({ page }) => {
    const until = new Date(Date.now() + 90 * 60_000);
    until.setSeconds(0, 0);
    admin('maintenance', 'set', 'aurora', '--until', until.toISOString());
    await page.goto('/');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('home-page')).toHaveCount(0);
    // Shown in the visitor's local time as year-month-day hour:minute:second (spec 9).
    const expected = await page.evaluate((iso) => {
      const d = new Date(iso);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    }, until.toISOString());
    await expect(page.getByTestId('maintenance-end')).toContainText(expected);
    await expect(page.getByTestId('customer-service-button')).toBeVisible();
    await shot(page, `maintenance-desktop.png`, true);
  });

  test('region-blocked page with the visitor IP and customer service', async ({ page }) => {
    admin('region', 'set', 'aurora', '--ips', '127.0.0.0/8,::1');
    await page.goto('/');
    await expect(page.getByTestId('blockip-page')).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toContainText(/127\.0\.0\.1|::1/);
    await expect(page.getByTestId('customer-service-button')).toBeVisible();
    await expect(page.getByTestId('home-page')).toHaveCount(0);
    await shot(page, `blockip-desktop.png`, true);
  });

  test('maintenance wins over region restriction, and clearing both brings the site back', async ({ page }) => {
    admin('region', 'set', 'aurora', '--ips', '127.0.0.0/8,::1');
    admin('maintenance', 'set', 'aurora');
    await page.goto('/');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    admin('maintenance', 'clear', 'aurora');
    admin('region', 'clear', 'aurora');
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });
});
