// The member centre's first load (issue 13): a demo member's session, then the page `/?mc=securityCenter` opened
// fresh with the token in the address (spec 4 "Startup": a token in the URL query is kept in the session).
import { gzipSync } from 'node:zlib';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Every script response of a page, kept by URL, and their size raw and gzipped (level 9). */
export function recordScripts(page) {
  let scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script')
      scripts.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
  });
  return {
    reset: () => {
      scripts = new Map();
    },
    weigh: () => {
      let raw = 0;
      let gzip = 0;
      for (const body of scripts.values()) {
        raw += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
      }
      return { files: scripts.size, rawKB: raw / 1024, gzipKB: gzip / 1024 };
    },
  };
}

/**
 * A session token of the seeded demo member (`demo01`, README), by logging in through the site's own form: the
 * login call is encrypted for the server's key, which the page does for us.
 */
export async function demoMemberToken(browser, port) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://localhost:${port}/login`);
    await page.getByTestId('login-username').fill(process.env.BENCH_MEMBER ?? 'demo01');
    await page.getByTestId('login-password').fill(process.env.BENCH_MEMBER_PASSWORD ?? 'demo1234');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('member-account').waitFor();
    const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
    if (!token) throw new Error('the demo member did not log in');
    return token;
  } finally {
    await context.close();
  }
}

/** The member centre's address for a first load with the session in the query. */
export const centreUrl = (port, token) =>
  `http://localhost:${port}/?mc=securityCenter&token=${encodeURIComponent(token)}`;

/**
 * JavaScript the member centre loads on a first visit of a logged-in member (a new tab: the member's notices popup
 * may open over it, as it would), and again in the same session with the popup closed.
 */
export async function centreJsWeight(browser, port, token) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(centreUrl(port, token), { waitUntil: 'networkidle' });
    await page.getByTestId('mc-page-securityCenter').waitFor();
    await page.getByTestId('security-centre').waitFor();
    const first = scripts.weigh();
    await page.evaluate(() => window.sessionStorage.setItem('popupClosedMember', 'true'));
    scripts.reset();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('security-centre').waitFor();
    const again = scripts.weigh();
    return { first, again };
  } finally {
    await context.close();
  }
}
