import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Callback signatures of the gateways (docs/api.md "Payment gateway callbacks"): header `X-Signature: t=<unix
 * seconds>,v1=<hex>`, where v1 is HMAC-SHA256(secret, `<t>.<raw body>`). The test gateway signs this way; a real
 * gateway's adapter checks its own scheme in its `verifyCallback`.
 */
export const SIGNATURE_HEADER = 'x-signature';
/** A signature older or newer than this is refused (a replay within it changes nothing: callbacks are idempotent). */
export const SIGNATURE_TOLERANCE_S = 300;

const mac = (secret: string, t: number, body: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest();

export function signCallback(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${mac(secret, t, body).toString('hex')}`;
}

/** True when the header signs exactly `body` with `secret`, within the tolerance; compared in constant time. */
export function verifyCallbackSignature(secret: string, header: string | undefined, body: string, now: Date): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  const given = Buffer.from(match[2] ?? '', 'hex');
  const expected = mac(secret, t, body);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** '123.45' -> 1234500 units; null unless a plain decimal with at most 4 decimals. */
export function decimalToUnits(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

export function unitsToDecimal(units: number): string {
  return `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
}
