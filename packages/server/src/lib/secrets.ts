import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** `bytes` random bytes from the CSPRNG, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A string of `length` characters drawn uniformly from `alphabet` with the CSPRNG. */
export function randomFrom(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/**
 * A provably fair server seed (design.md "Games and vendors"): 32 bytes from the CSPRNG as hex, 256 bits, so it
 * cannot be guessed from its hash (`hashServerSeed` in @wl/rules/fair) before it is revealed.
 */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}
