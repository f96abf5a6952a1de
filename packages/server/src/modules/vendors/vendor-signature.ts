import { createHmac } from 'node:crypto';
import { sameDigest } from '../../lib/secrets.js';

/** How far a signed call's timestamp may be from our clock. */
const MAX_SKEW_MS = 5 * 60_000;

/** hex(HMAC-SHA256(secret, `${timestamp}.${rawBody}`)): how we and the vendors sign calls to each other. */
export function signVendorRequest(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * True when `given` signs exactly `rawBody` at `timestamp` with `secret`, and the timestamp is fresh (within five
 * minutes of `now`). Compared in constant time as hex bytes: a header's latin1 character such as 'é' is two UTF-8
 * bytes, and unequal buffers make timingSafeEqual throw.
 */
export function validVendorSignature(
  secret: string,
  timestamp: number,
  rawBody: string,
  given: string,
  now: Date,
): boolean {
  if (!secret) return false;
  const expected = signVendorRequest(secret, timestamp, rawBody);
  const fresh = Number.isFinite(timestamp) && Math.abs(now.getTime() - timestamp) <= MAX_SKEW_MS;
  return fresh && given.length === expected.length && sameDigest(given, expected);
}
