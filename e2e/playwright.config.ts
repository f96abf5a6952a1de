import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the production build served by the real server (embedded database in a fresh data
 * directory, on a free port; one server per worker, started by fixtures.ts), in Debian's Chromium: no browser is
 * downloaded.
 */

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts/,
  // Passes that only take screenshots for people to look at (tag @shots) run in `npm run shots`
  // (playwright.shots.config.ts), not in the suite: what they assert is asserted by the suite's own tests.
  grepInvert: /@shots/,
  outputDir: './.artifacts/results',
  // Test files run side by side, each worker against a server of its own (fixtures.ts `server`).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
