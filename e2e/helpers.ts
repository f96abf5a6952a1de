import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

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
