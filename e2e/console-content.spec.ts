import { expect, type Page } from '@playwright/test';
import { ConsoleLogin, ConsoleShell } from './console-pages';
import { base as test } from './fixtures';
import { bengalUrl, shot } from './helpers';

/**
 * The content, games, feedback and live chat desks of the console (issue 12) against the real server. They work
 * on the bengal brand, which no other spec's marquee or feedback depends on, and remove what they publish.
 */
const WIDE = { width: 1440, height: 900 };
test.use({ viewport: WIDE });
// Each page is shot eight times (two widths, two themes, full page).
test.setTimeout(120_000);

/** Each page at 1440 and 1024 px, light and dark. */
async function shots(page: Page, name: string, fullPage = true) {
  const theme = page.getByRole('banner').getByRole('button', { name: /(Dark|Light) theme/ });
  for (const mode of ['light', 'dark'] as const) {
    await page.setViewportSize(WIDE);
    await shot(page, `console-${name}-${mode}-1440.png`, fullPage);
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, `console-${name}-${mode}-1024.png`, fullPage);
    await theme.click();
  }
  await page.setViewportSize(WIDE);
}

/** A modal dialog makes the page inert (no theme switch): the dialog at both widths, in the current theme. */
async function dialogShots(page: Page, name: string) {
  await shot(page, `console-${name}-1440.png`);
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, `console-${name}-1024.png`);
  await page.setViewportSize(WIDE);
}

/** A unique mark so that a retry never meets the first attempt's rows. */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** A real PNG of one pixel. */
const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test.describe('console desks', () => {
  test('a content operator publishes a notice, sanitised, that the player home shows; then deletes it', async ({
    page,
    browser,
  }) => {
    const title = `E2E notice ${unique()}`;
    await new ConsoleLogin(page).goto();
    await new ConsoleLogin(page).signIn('content01');
    // The content role lands on its first desk.
    await expect(page).toHaveURL(/\/console\/content$/);
    const shell = new ConsoleShell(page);
    await expect(shell.nav().getByRole('link')).toHaveText(['Content', 'Games', 'Messages', 'Brands']);
    await shell.chooseBrand('bengal');
    await expect(page.getByRole('table')).toBeVisible();
    await shots(page, 'content');

    await page.getByRole('button', { name: 'New notice' }).click();
    const editor = page.getByRole('region', { name: 'New notice' });
    await editor.getByLabel('Language').selectOption('BN');
    await editor.getByLabel('Title').fill(title);
    await editor
      .getByLabel('HTML')
      .fill('<p>Published from the console.<script>alert(1)</script><img src="x" onerror="alert(2)"></p>');
    // The preview is the server's sanitised HTML, in a sandboxed frame.
    const source = editor.getByTestId('preview-source');
    await expect(source).toHaveText('<p>Published from the console.<img src="x" /></p>');
    const frame = editor.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame.contentFrame().locator('p')).toHaveText('Published from the console.');
    await shots(page, 'content-editor');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Player notice (marquee)');

    // The player site's home shows it at once.
    const player = await browser.newPage();
    await player.goto(bengalUrl());
    await expect(player.getByTestId('notice-marquee')).toContainText(title);
    // What the page was given is the sanitised HTML: no script, no event handler.
    const stored = await player.evaluate(async (wanted) => {
      const res = await fetch('/wps/relay/MCSFE_getListAnnouncements?types=PL&language=BN');
      const notices = (await res.json()).value.player as { title: string; content: string }[];
      return notices.find((n) => n.title === wanted)?.content;
    }, title);
    expect(stored).toBe('<p>Published from the console.<img src="x" /></p>');
    await player.close();

    // Deleting asks first; the notice leaves the player site.
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(title);
    await dialogShots(page, 'content-delete');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    const again = await browser.newPage();
    await again.goto(bengalUrl());
    await expect(again.getByTestId('home-page')).toBeVisible();
    await expect(again.getByText(title)).toHaveCount(0);
    await again.close();

    // The games desk: vendors and games of the brand.
    await shell.nav().getByRole('link', { name: 'Games' }).click();
    await expect(page.getByRole('region', { name: 'Vendors' }).getByRole('row')).not.toHaveCount(1);
    await shots(page, 'games');
  });

  test('support marks a feedback handled, sees its image, and issues a host ticket', async ({ page }) => {
    const message = `E2E feedback ${unique()}`;
    // A visitor of bengal sends it (spec 7 PUT /wps/feedback), from the brand's own site.
    await page.goto(bengalUrl());
    const sent = await page.evaluate(
      async ([content, image]) => {
        const res = await fetch('/wps/feedback', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content, images: [image] }),
        });
        return (await res.json()).success as boolean;
      },
      [message, PIXEL_PNG] as const,
    );
    expect(sent).toBe(true);

    await new ConsoleLogin(page).goto();
    await new ConsoleLogin(page).signIn('support01');
    const shell = new ConsoleShell(page);
    await expect(shell.nav().getByRole('link')).toHaveText(['Members', 'Feedback', 'Live chat', 'Messages']);
    await shell.nav().getByRole('link', { name: 'Feedback' }).click();
    const row = page.getByRole('row', { name: new RegExp(message) });
    await expect(row).toContainText('Open');
    await row.getByRole('button', { name: 'Open' }).click();
    const detail = page.getByRole('region', { name: 'Feedback' });
    const image = detail.getByRole('img', { name: 'Image 1' });
    await expect(image).toBeVisible();
    // The data URL draws under the console's CSP (img-src 'self' data:).
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await shots(page, 'feedback');
    await detail.getByRole('button', { name: 'Mark handled' }).click();
    await expect(detail.getByRole('button', { name: 'Open again' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(message) })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Handled' }).click();
    await expect(page.getByRole('row', { name: new RegExp(message) })).toContainText('Handled');

    await shell.nav().getByRole('link', { name: 'Live chat' }).click();
    await expect(page.getByRole('heading', { name: 'Live chat', level: 1 })).toBeVisible();
    const hostName = `E2E host ${unique()}`;
    await page.getByRole('button', { name: 'New host' }).click();
    const form = page.getByRole('region', { name: 'New host' });
    await form.getByLabel('Name').fill(hostName);
    await form.getByLabel('Tags (comma separated)').fill('e2e, live');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    const host = page.getByRole('row', { name: new RegExp(hostName) });
    await expect(host).toContainText('On air');
    await host.getByRole('button', { name: 'Host ticket' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Host ticket' }).click();
    const link = page.getByRole('dialog').getByLabel('Host link');
    await expect(link).toHaveValue(/\/chat\/\d+\?ticket=/);
    await dialogShots(page, 'chat-ticket');
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await shots(page, 'chat');
  });
});
