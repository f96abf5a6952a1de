import type { Page } from '@playwright/test';
import { ConsoleLogin, ConsoleShell } from './console-pages';
import { expect, newQuietContext, test } from './fixtures';
import { admin, shot } from './helpers';

/** A title unique to this attempt, so a retry never meets the first one's broadcast. */
const unique = () => `Weekend ${Date.now().toString(36).slice(-5)}`;

// The marquee holds still for reduced motion, so its titles can be clicked.
const DESKTOP = { viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' } as const;
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
} as const;

/** Opens the notice popup from the home page's marquee: its list of notices and the article of the one chosen. */
async function openNotices(page: Page) {
  await page.goto('/');
  const marquee = page.getByTestId('notice-marquee');
  await expect(marquee).toBeVisible();
  await marquee.getByRole('button').first().click();
  const dialog = page.getByTestId('notice-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('issue 13: the notices popup and the messages desk', () => {
  test('on a desktop the notice list sits beside the article, not over it', async ({ browser }) => {
    const page = await (await newQuietContext(browser, DESKTOP)).newPage();
    const dialog = await openNotices(page);
    const list = await dialog.getByRole('navigation').boundingBox();
    const article = await dialog.getByRole('article').boundingBox();
    await shot(page, 'notices-popup-1366.png');
    expect(list && article).toBeTruthy();
    if (!list || !article) return;
    expect(list.x + list.width).toBeLessThanOrEqual(article.x + 1);
    // The list's buttons stay inside it.
    for (const item of await dialog.getByRole('navigation').getByRole('button').all()) {
      const box = await item.boundingBox();
      if (box) expect(box.x + box.width).toBeLessThanOrEqual(list.x + list.width + 1);
    }
  });

  test('on a phone nothing of the popup runs past the right edge', async ({ browser }) => {
    const page = await (await newQuietContext(browser, PHONE)).newPage();
    const dialog = await openNotices(page);
    const width = 390;
    for (const part of [dialog, dialog.getByRole('navigation'), dialog.getByRole('article')]) {
      const box = await part.boundingBox();
      expect(box, 'laid out').toBeTruthy();
      if (box) expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
    }
    await shot(page, 'notices-popup-390.png');
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });

  test("a content operator's broadcast reaches a member's inbox, and withdrawn leaves it", async ({
    page,
    browser,
  }) => {
    // The console sign-in may wait for the next authenticator step (up to 30 s) when an earlier test of this worker
    // signed in as content01 with the current one (console-pages.ts nextCode).
    test.setTimeout(90_000);
    const title = unique();
    // A member of aurora of the test's own (no other test's failed logins, hence no captcha, in the way), who joined
    // before the broadcast: a broadcast reaches the members of its brand who joined before it was sent.
    const account = `bc${Date.now().toString(36).slice(-7)}`;
    admin('member', 'create', 'aurora', account, '--password', 'inbox1234');
    await new ConsoleLogin(page).goto();
    await new ConsoleLogin(page).signIn('content01');
    const shell = new ConsoleShell(page);
    await shell.chooseBrand('aurora');
    await shell.nav().getByRole('link', { name: 'Messages' }).click();
    const form = page.getByRole('region', { name: 'New broadcast' });
    await form.getByLabel('Audience').selectOption('all');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Message').fill('Double points all weekend.');
    await form.getByRole('button', { name: 'Send broadcast' }).click();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Out');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, 'console-messages-1024.png', true);

    // The member sees it in their inbox (the member centre's messages page reads this call).
    const member = await (await newQuietContext(browser)).newPage();
    await member.goto('/login');
    await member.getByTestId('login-username').fill(account);
    await member.getByTestId('login-password').fill('inbox1234');
    await member.getByTestId('login-submit').click();
    await expect(member.getByTestId('member-account')).toContainText(account);
    const inbox = () =>
      member.evaluate(async () => {
        const token = window.sessionStorage.getItem('token');
        const res = await fetch('/wps/member/messages?filter=broadcast', {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await res.json()).value.content as { title: string }[]).map((m) => m.title);
      });
    expect(await inbox()).toContain(title);

    await row.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
    await expect(row).toContainText('Withdrawn');
    expect(await inbox()).not.toContain(title);
  });
});
