import type { Request } from '@playwright/test';
import { device, expect, type Page, test } from './fixtures';
import { admin, shot } from './helpers';
import { logIn, playDice } from './member-pages';

const run = Date.now().toString(36).slice(-5);

/**
 * The signed amounts on screen ("-2.00", "+3.92", "-$ 10.00") as drawn: for each, whether its sign is drawn before
 * (left of) its digits, as it must be in every language. Measured from the rendered glyphs, not the DOM order.
 */
async function signedAmounts(page: Page): Promise<{ text: string; signFirst: boolean }[]> {
  return page.evaluate(() => {
    const chars: { node: Text; at: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let at = 0; at < node.data.length; at++) chars.push({ node, at });
      text += node.data;
    }
    const box = (index: number) => {
      const char = chars[index];
      const range = document.createRange();
      if (!char) return range.getBoundingClientRect();
      range.setStart(char.node, char.at);
      range.setEnd(char.node, char.at + 1);
      return range.getBoundingClientRect();
    };
    const found: { text: string; signFirst: boolean }[] = [];
    for (const match of text.matchAll(/[-+](?:[^\s\d]{1,3} )?\d[\d,]*\.\d{2}/g)) {
      const sign = box(match.index);
      const last = box(match.index + match[0].length - 1);
      if (sign.width === 0 || last.width === 0) continue; // not drawn (a closed page, a hidden node)
      found.push({ text: match[0], signFirst: sign.left < last.left });
    }
    return found;
  });
}

async function expectSignsFirst(page: Page, where: string) {
  const amounts = await signedAmounts(page);
  expect(amounts.filter((a) => a.text.startsWith('-')).length, `a loss on ${where}`).toBeGreaterThan(0);
  expect(
    amounts.filter((a) => !a.signFirst),
    where,
  ).toEqual([]);
}

test.describe('member centre polish (issue 13)', () => {
  test('a loss reads "-2.00" in Arabic: bet totals, the bet, the ledger and profit and loss', async ({ browser }) => {
    test.setTimeout(90_000);
    const account = `e2e${run}r`;
    admin('member', 'create', 'aurora', account, '--password', 'rtl12345');
    admin('credit', 'aurora', account, '50', '--reason', 'e2e rtl');
    for (const width of [390, 1366]) {
      const context = await device(browser, width, 'AR', width < 768 ? 'light' : 'dark');
      const page = await context.newPage();
      await logIn(page, account, 'rtl12345');
      if (width === 390) await playDice(page, { target: 98, untilLoss: true });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

      await page.goto('/?mc=personalHistoryCopy');
      await expect(page.getByTestId('bet-row').first()).toBeVisible();
      await expectSignsFirst(page, `bet records ${width}`);
      await shot(page, `polish-bets-${width}-ar.png`);
      await page.getByTestId('bet-row').first().click();
      await expect(page.getByTestId('bet-detail')).toBeVisible();
      await expectSignsFirst(page, `bet detail ${width}`);
      await page.keyboard.press('Escape');

      await page.goto('/?mc=transactionHistory');
      await expect(page.getByTestId('tx-row').first()).toBeVisible();
      await expectSignsFirst(page, `transactions ${width}`);

      await page.goto('/?mc=personalProfit');
      await expect(page.getByTestId('profit-total')).toBeVisible();
      await expectSignsFirst(page, `profit and loss ${width}`);
      await shot(page, `polish-profit-${width}-ar.png`);
      await context.close();
    }
  });

  test('the records dates read and take YYYY-MM-DD, typed or picked, in English and Arabic', async ({ browser }) => {
    test.setTimeout(90_000);
    const account = `e2e${run}d`;
    admin('member', 'create', 'aurora', account, '--password', 'dates1234');
    for (const language of ['EN', 'AR']) {
      const context = await device(browser, 390, language);
      const page = await context.newPage();
      await logIn(page, account, 'dates1234');
      await page.goto('/?mc=personalHistoryCopy');
      const from = page.getByTestId('date-range-from');
      const to = page.getByTestId('date-range-to');
      await expect(from).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
      const today = await to.inputValue();

      // Typed with the keyboard, as a member would: the list asks for those days.
      const asked = page.waitForRequest(
        (r: Request) => r.url().includes('/bets') && r.url().includes('from=2026-01-05'),
      );
      await from.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('2026-01-05');
      await asked;
      await expect(from).toHaveValue('2026-01-05');

      // Not a day: said in the member's language, and the days do not change.
      await from.fill('2026-13-40');
      await from.press('Enter');
      const error = page.getByTestId('date-range-from-error');
      await expect(error).toBeVisible();
      await expect(error).toContainText('YYYY-MM-DD');
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      await shot(page, `polish-date-error-390-${language.toLowerCase()}.png`);
      await from.fill('2026-01-06');
      await expect(error).toBeHidden();

      // From the calendar with the keyboard: a week back from the end day, then Enter.
      await page.getByTestId('date-range-to-calendar').click();
      await expect(page.getByTestId('date-range-to-month')).toBeVisible();
      await shot(page, `polish-calendar-390-${language.toLowerCase()}.png`);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('date-range-to-month')).toBeHidden();
      const weekBefore = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
      await expect(to).toHaveValue(weekBefore);

      // The spec 9 presets still set both ends.
      await page.getByTestId('date-range-7').click();
      await expect(to).toHaveValue(today);
      await context.close();
    }
  });

  test('a long transaction type sits beside its amount on a phone, wrapping between words', async ({ browser }) => {
    test.setTimeout(90_000);
    // A member of agent01 (the sign-up link) sends money to the upline: "Transferência para o superior" in PT.
    const account = `e2e${run}l`;
    const context = await device(browser, 390, 'PT', 'light');
    const page = await context.newPage();
    await page.goto('/register?affiliateCode=AGENT01');
    await page.getByTestId('register-field-username').fill(account);
    await page.getByTestId('register-field-password').fill('long12345');
    await page.getByTestId('register-field-confirmPassword').fill('long12345');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('member-account')).toContainText(account);
    await page.getByTestId('bonus-close').click();
    admin('credit', 'aurora', account, '100', '--reason', 'e2e long names');
    await page.goto('/?mc=securityCenter');
    await page.getByTestId('sc-payment-new').fill('975310');
    await page.getByTestId('sc-payment-confirm').fill('975310');
    await page.getByTestId('sc-payment-save').click();
    await expect(page.getByTestId('sc-payment-old')).toBeVisible();
    await page.getByTestId('mc-nav-transferUpline').click();
    await page.getByTestId('tu-amount').fill('12.5');
    await page.getByTestId('tu-password').fill('975310');
    await page.getByTestId('tu-submit').click();
    await expect(page.getByTestId('tu-done')).toBeVisible();

    await page.getByTestId('mc-nav-transactionHistory').click();
    const row = page.getByTestId('tx-row').filter({ hasText: 'Transferência para o superior' });
    await expect(row).toBeVisible();
    const [box, title, amount] = await Promise.all([
      row.evaluate((el: HTMLElement) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return {
          left: r.left + Number.parseFloat(s.paddingLeft),
          right: r.right - Number.parseFloat(s.paddingRight),
        };
      }),
      row.getByText('Transferência para o superior').boundingBox(),
      row.getByText('-12.50').boundingBox(),
    ]);
    if (!title || !amount) throw new Error('the row has no title or amount');
    // Side by side on the first line, never overlapping...
    expect(title.x + title.width).toBeLessThanOrEqual(amount.x);
    expect(Math.abs(title.y - amount.y)).toBeLessThan(8);
    // ...and the name has the whole width the amount leaves (no other line squeezes it), so it breaks between words.
    expect(title.width).toBeGreaterThan(box.right - box.left - amount.width - 40);
    await shot(page, 'polish-transactions-390-pt-light.png');
    await context.close();
  });

  test('at 390 px every member-centre page fills the screen, no gutter and nothing past the edge', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const account = `e2e${run}w`;
    admin('member', 'create', 'aurora', account, '--password', 'wide12345');
    for (const language of ['EN', 'AR']) {
      const context = await device(browser, 390, language, language === 'EN' ? 'dark' : 'light');
      const page = await context.newPage();
      await logIn(page, account, 'wide12345');
      await page.goto('/?mc=securityCenter');
      const centre = page.getByTestId('member-centre');
      await expect(centre).toBeVisible();
      const ids = await page
        .getByRole('navigation')
        .locator('[data-testid^="mc-nav-"]')
        .evaluateAll((links: Element[]) =>
          links.map((l) => (l as HTMLElement).dataset.testid?.slice('mc-nav-'.length) ?? ''),
        );
      expect(ids.length).toBeGreaterThan(10);
      for (const id of ids) {
        await page.getByTestId(`mc-nav-${id}`).click();
        await expect(page.getByTestId(`mc-page-${id}`)).toBeVisible();
        await page.waitForLoadState('networkidle');
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
          inner: window.innerWidth,
        }));
        expect(widths.scroll, `${id} ${language}: nothing past the right edge`).toBeLessThanOrEqual(widths.inner);
        expect(widths.client, `${id} ${language}: no scrollbar gutter`).toBe(widths.inner);
        expect((await centre.boundingBox())?.width, `${id} ${language}`).toBe(390);
      }
      await shot(page, `polish-messages-390-${language.toLowerCase()}.png`);
      await context.close();
    }
  });
});
