import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { logIn, MemberCentre } from './member-pages';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** Runs the operator command line against the server under test (through its admin socket). */
export function admin(...argv: string[]): unknown {
  return adminAs(process.env.USER ?? 'operator', ...argv);
}

/**
 * The command line as another operator (`cli:<user>` in the audit log). What one operator credits a member on their
 * own within the brand's approval window counts toward the approval threshold, so credits that add up past it come
 * from different operators, as a second operator's approval would.
 */
export function adminAs(user: string, ...argv: string[]): unknown {
  const out = execFileSync(process.execPath, [path.join(root, 'packages/server/dist/cli/admin.js'), ...argv], {
    env: { ...process.env, USER: user, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
  }).toString();
  return JSON.parse(out);
}

/** The URL of the second seeded brand (BN default): Chromium resolves *.localhost to this machine. */
export function bengalUrl(pathname = '/'): string {
  return `http://bengal.localhost:${process.env.E2E_PORT}${pathname}`;
}

/**
 * A Bengal Star member whose withdrawal waits for peer-to-peer payers (spec 4 "Withdrawal confirmation"): created,
 * credited `thousands` x 1,000 by as many operators (an operator's credit carries no turnover requirement; each stays
 * within the brand's threshold of 1,000, and one operator's own credits to a member add up toward it), signed in on
 * `page`, real name, card and payment password set, then `amount` withdrawn. The page is left on the withdraw page.
 */
export async function p2pWithdrawal(
  page: Page,
  member: { account: string; password: string; thousands: number; amount: string },
): Promise<MemberCentre> {
  admin('member', 'create', 'bengal', member.account, '--password', member.password);
  for (let part = 1; part <= member.thousands; part++) {
    adminAs(`e2e-maker-${part}`, 'credit', 'bengal', member.account, '1000', '--reason', `e2e p2p ${part}`);
  }
  await logIn(page, member.account, member.password, bengalUrl(''));
  const centre = new MemberCentre(page);
  await page.goto(bengalUrl('/?mc=securityCenter'));
  await centre.readyToWithdraw({
    name: 'Rahim Uddin',
    bank: 'Sonali Bank',
    number: '2001 3344 5566 7788',
    last4: '7788',
    paymentPassword: '975310',
  });
  await centre.open('withdraw');
  await page.getByTestId('withdraw-amount').fill(member.amount);
  await page.getByTestId('withdraw-password').fill('975310');
  await page.getByTestId('withdraw-submit').click();
  await page.getByTestId('withdraw-confirm-yes').click();
  await expect(page.getByTestId('withdraw-orders').getByRole('listitem')).toHaveCount(1);
  return centre;
}

const SHOTS = path.join(here, '.artifacts', 'screens');

/** A screenshot for people to look at (e2e/.artifacts/screens), once the fonts the page asked for are in. */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SHOTS, name), fullPage });
}

/** A real PNG of `size` x `size` pixels of one colour (a deposit's proof picture), made here. */
export function png(size: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
