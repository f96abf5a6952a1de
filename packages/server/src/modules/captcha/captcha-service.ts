import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { randomFrom, randomToken, sameDigest, sha256 } from '../../lib/secrets.js';
import { drawCaptcha } from './captcha-image.js';
import { createCaptchaRepo } from './captcha-repo.js';
import { CAPTCHA_ALPHABET } from './glyphs.js';

/** The captcha id travels in an HttpOnly cookie: the page never sees it, and the answer alone is useless. */
export const CAPTCHA_COOKIE = 'wl_captcha';
const TTL_MS = 2 * 60_000;
const LENGTH = 4;

export function createCaptchaService({
  db,
  clock,
  text: makeText = () => randomFrom(CAPTCHA_ALPHABET, LENGTH),
}: {
  db: Db;
  clock: Clock;
  /** The answer generator: the CSPRNG; tests pass a fixed one. */
  text?: () => string;
}) {
  const repo = createCaptchaRepo(db);
  return {
    /**
     * Draws a new captcha; stores only the hash of its answer. `setCookie` is the `Set-Cookie` header that hands
     * the visitor its id: Secure when the visitor's connection is HTTPS (`secure`).
     */
    async issue(secure: boolean): Promise<{ png: Buffer; text: string; setCookie: string }> {
      const now = clock.now();
      const id = randomToken(18);
      const text = makeText();
      await repo.insert({ id, answerHash: sha256(`${id}:${text}`), expiresAt: new Date(now.getTime() + TTL_MS) }, now);
      const flags = `Path=/wps; HttpOnly; SameSite=Strict; Max-Age=${TTL_MS / 1000}${secure ? '; Secure' : ''}`;
      return { png: drawCaptcha(text), text, setCookie: `${CAPTCHA_COOKIE}=${id}; ${flags}` };
    },
    /**
     * True when `answer` (any case) is the answer of the caller's live captcha, whose id is the captcha cookie's
     * value. Single use: the captcha is spent by any attempt, right or wrong.
     */
    async verify(id: string | null, answer: string | undefined): Promise<boolean> {
      if (!id || !answer) return false;
      const now = clock.now();
      const answerHash = await repo.use(id, now);
      if (!answerHash) return false;
      return sameDigest(answerHash, sha256(`${id}:${answer.trim().toUpperCase()}`));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
