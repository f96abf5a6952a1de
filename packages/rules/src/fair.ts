/**
 * Provably fair random floats (design.md "Games and vendors"), computed the same way on the server, which plays
 * the rounds, and in the browser, which recomputes them on the verify page.
 *
 * Algorithm, so that anyone can recompute a round by hand:
 *  1. Before play the player sees `hashServerSeed(serverSeed)` = hex SHA-256 of the server seed's UTF-8 text.
 *  2. For round r = 0, 1, 2, ... compute
 *       digest_r = HMAC-SHA256(key = serverSeed as UTF-8 text (the hex string itself, not its bytes),
 *                              message = `${clientSeed}:${nonce}:${r}` as UTF-8 text)
 *  3. Each 32-byte digest gives 8 floats, from bytes [0..3], [4..7], ... [28..31]:
 *       f = b0/256 + b1/256^2 + b2/256^3 + b3/256^4        (so 0 <= f <= 1 - 2^-32 < 1)
 *  4. The floats are taken in order (digest 0's eight, then digest 1's ...) until `count` are produced;
 *     the game consumes them as its rules say (in-house/README.md).
 * Nothing else enters a result: no outcome control exists.
 *
 * The hashes come from @noble/hashes (audited, no dependencies) rather than WebCrypto: they are synchronous, so
 * the server settles a round without a promise per digest, and the one implementation runs in Node and browsers.
 * Creating the server seed needs a CSPRNG and is the server's job (packages/server/src/lib/secrets.ts).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A source of fair floats for one round; games themselves take plain arrays so simulations can feed a PRNG. */
export type FloatSource = (count: number) => number[];

export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

const FLOATS_PER_DIGEST = 8;

/** Step 3 of the header: 4 bytes big-endian as a fraction of 2^32, exact in a double. */
export function bytesToFloat(b0: number, b1: number, b2: number, b3: number): number {
  return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
}

export function fairFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a non-negative integer`);
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer`);
  const floats: number[] = [];
  if (count === 0) return floats;
  // The keyed state is prepared once and cloned for each digest, so a long draw pays the key set-up once.
  const keyed = hmac.create(sha256, utf8ToBytes(serverSeed));
  for (let round = 0; floats.length < count; round++) {
    const digest = keyed
      .clone()
      .update(utf8ToBytes(`${clientSeed}:${nonce}:${round}`))
      .digest();
    for (let i = 0; i < FLOATS_PER_DIGEST && floats.length < count; i++) {
      const o = i * 4;
      floats.push(bytesToFloat(digest[o] ?? 0, digest[o + 1] ?? 0, digest[o + 2] ?? 0, digest[o + 3] ?? 0));
    }
  }
  keyed.destroy();
  return floats;
}

/** The fair source for one (server seed, client seed, nonce) triple. */
export function fairFloatSource(serverSeed: string, clientSeed: string, nonce: number): FloatSource {
  return (count) => fairFloats(serverSeed, clientSeed, nonce, count);
}
