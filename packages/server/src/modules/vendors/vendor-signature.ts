import { createHmac } from 'node:crypto';
import { sameDigest } from '../../lib/secrets.js';

/** How far a signed call's timestamp may be from our clock. */
const MAX_SKEW_MS = 5 * 60_000;

/** What a signature covers: the call's method and path (with any query) as sent, its exact body, its time. */
export interface SignedVendorCall {
  /** Unix ms, the x-timestamp header. */
  timestamp: number;
  method: string;
  /** The request target as sent, e.g. `/vendor/EVO/wallet/debit`. */
  path: string;
  body: string;
}

/**
 * hex(HMAC-SHA256(secret, `${timestamp}.${METHOD}.${path}.${body}`)): how we and the vendors sign calls to each
 * other. The method and path are signed so that a debit's signature cannot be replayed to credit or rollback, or to
 * another vendor's path.
 */
export function signVendorRequest(secret: string, { timestamp, method, path, body }: SignedVendorCall): string {
  return createHmac('sha256', secret).update(`${timestamp}.${method.toUpperCase()}.${path}.${body}`).digest('hex');
}

/**
 * True when `given` signs exactly `call` with `secret`, and its timestamp is fresh (within five minutes of `now`).
 * Compared in constant time as hex bytes: a header's latin1 character such as 'é' is two UTF-8 bytes, and unequal
 * buffers make timingSafeEqual throw.
 */
export function validVendorSignature(secret: string, call: SignedVendorCall, given: string, now: Date): boolean {
  if (!secret) return false;
  const expected = signVendorRequest(secret, call);
  const fresh = Number.isFinite(call.timestamp) && Math.abs(now.getTime() - call.timestamp) <= MAX_SKEW_MS;
  return fresh && given.length === expected.length && sameDigest(given, expected);
}
