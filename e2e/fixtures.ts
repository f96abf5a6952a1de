import { type Browser, type BrowserContext, type BrowserContextOptions, test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Marks the announcement popups (spec 4 "Popups") as already closed in every page the context loads, for tests
 * about something else: the anonymous and the member popup would otherwise cover the page. The popups' own tests
 * (home.spec.ts) use the plain @playwright/test `test`.
 */
export async function closePopups(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    try {
      window.sessionStorage.setItem('popupClosedAnonymous', 'true');
      window.sessionStorage.setItem('popupClosedMember', 'true');
    } catch {
      // An opaque origin (about:blank) has no storage.
    }
  });
  return context;
}

/** A new context of its own (another viewport, a second person) without the announcement popups. */
export async function newQuietContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  return closePopups(await browser.newContext(options));
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await closePopups(context));
  },
});
