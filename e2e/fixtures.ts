import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type BrowserContextOptions, test as playwright } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server under test exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server under test was not ready in 90 s:\n${log()}`);
}

/**
 * One server per worker (the production build on the embedded database in a fresh data directory, on a free port):
 * workers run test files side by side, each against its own server, so a test that changes a brand's site state
 * disturbs nobody else's. The helpers read `E2E_PORT` and `E2E_DATA_DIR` (the admin socket) of their worker.
 */
export const base = playwright.extend<object, { server: { url: string } }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'wl-e2e-'));
      process.env.E2E_PORT = String(port);
      process.env.E2E_DATA_DIR = dataDir;
      const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      await waitReady(`http://127.0.0.1:${port}/readyz`, child, () => stderr);
      await use({ url: `http://localhost:${port}` });
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

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

/** A phone (under 768 px) or desktop of `width` in a language and theme, announcement popups closed. */
export async function device(
  browser: Browser,
  width: number,
  language: string,
  theme = 'dark',
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await newQuietContext(browser, { viewport: { width, height: width < 768 ? 844 : 900 }, ...options });
  await context.addInitScript(
    ([lang, look]) => {
      window.localStorage.setItem('historyLanguage', lang ?? 'EN');
      window.localStorage.setItem('theme', look ?? 'dark');
    },
    [language, theme],
  );
  return context;
}
