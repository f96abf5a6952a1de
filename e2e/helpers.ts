import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** Runs the operator command line against the server under test (through its admin socket). */
export function admin(...argv: string[]): unknown {
  const out = execFileSync(process.execPath, [path.join(root, 'packages/server/dist/cli/admin.js'), ...argv], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
  }).toString();
  return JSON.parse(out);
}

/** The URL of the second seeded brand (BN default): Chromium resolves *.localhost to this machine. */
export function bengalUrl(pathname = '/'): string {
  return `http://bengal.localhost:${process.env.E2E_PORT}${pathname}`;
}

const SHOTS = path.join(here, '.artifacts', 'screens');

/** A screenshot for people to look at (e2e/.artifacts/screens), once the fonts the page asked for are in. */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SHOTS, name), fullPage });
}
