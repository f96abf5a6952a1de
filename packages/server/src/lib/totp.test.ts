import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32.js';
import { hotp, matchTotp, newTotpSecret, otpauthUrl, totpCode, totpStep } from './totp.js';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; 8-digit codes.
const SEED = Buffer.from('12345678901234567890', 'ascii');
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('computes the appendix B SHA-1 vectors', () => {
    for (const [seconds, code] of VECTORS) {
      expect(hotp(SEED, totpStep(new Date(seconds * 1000)), 8), String(seconds)).toBe(code);
    }
  });

  it('gives 6-digit codes of a base32 secret, the last 6 digits of the 8-digit ones', () => {
    const secret = base32Encode(SEED);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, new Date(59_000))).toBe('287082');
    expect(totpCode(secret, new Date(1_111_111_109_000))).toBe('081804');
  });

  it('accepts the step before, now and after, each once, and nothing further', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-06-01T12:00:15Z');
    const step = totpStep(now);
    const codeAt = (s: number) => hotp(base32Decode(secret), s);
    expect(matchTotp(secret, codeAt(step), now, null)).toBe(step);
    expect(matchTotp(secret, codeAt(step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, codeAt(step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, codeAt(step - 2), now, null)).toBeNull();
    expect(matchTotp(secret, codeAt(step + 2), now, null)).toBeNull();
    // Replays: a step at or before the last accepted one is refused.
    expect(matchTotp(secret, codeAt(step), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(step - 1), now, step - 1)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('round-trips base32 and names the secret in the otpauth URL', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 7, 8]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode('mzxw6ytb oi======')).toEqual(Buffer.from('foobar'));
    expect(() => base32Decode('A1')).toThrow(RangeError);
    const url = otpauthUrl('WL Console', 'owner01', 'ABC');
    expect(url).toBe(
      'otpauth://totp/WL%20Console%3Aowner01?secret=ABC&issuer=WL+Console&algorithm=SHA1&digits=6&period=30',
    );
  });
});
