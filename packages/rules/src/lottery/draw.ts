/**
 * The in-house lottery draw (design.md "Lottery": provably fair), computed the same way by the server, which draws the
 * numero, by the web's verify page and by the standalone `scripts/verify-lottery-draw.mjs`. The official lotteries'
 * offline results source uses it too.
 *
 * Algorithm, so that anyone can recompute a numero by hand once its seed is revealed:
 *  1. When the numero opens the server publishes `hashServerSeed(serverSeed)`: hex SHA-256 of the seed's UTF-8 text
 *     (@wl/rules/fair). After the draw it reveals the seed; anyone checks that it hashes to what was published.
 *  2. A byte stream: for round r = 0, 1, 2, ...
 *       digest_r = HMAC-SHA256(key = serverSeed as UTF-8 text (the hex string itself, not its bytes),
 *                              message = `${gameCode}:${numero}:${r}` as UTF-8 text)
 *     and the stream is digest_0's 32 bytes, then digest_1's, and so on.
 *  3. Words: the stream is read 4 bytes at a time as an unsigned big-endian integer x (0 <= x < 2^32).
 *  4. A uniform integer in [0, n) ("pick(n)"): read words until x < limit, where limit = 2^32 - (2^32 mod n) is the
 *     largest multiple of n not above 2^32; answer x mod n. A rejected word is dropped (rejection sampling: every
 *     value is equally likely, no modulo bias). pick(1) still reads one word and answers 0.
 *  5. The draw, in the family's order (lottery-plays.md "Families and their draws", shapes in `families.ts`):
 *     - numbers with repeats (SSC, K3, PC28, LF3D): for each position in order, min + pick(max - min + 1);
 *     - distinct numbers (11X5, PK10, LHC): a partial Fisher-Yates shuffle of the pool [min, min + 1, ..., max]
 *       in ascending order: for i = 0 .. length - 1, j = i + pick(poolSize - i), swap pool[i] and pool[j], and
 *       pool[i] is the i-th number drawn (PK10 shuffles the whole pool: a permutation in finishing order);
 *     - VN_NORTH, VN_SOUTH: each prize in order, pick(10^digits) (the prizes are drawn independently and may
 *       repeat, as the Vietnamese draws' cages do);
 *     - SEA4D: 23 distinct numbers, the same partial Fisher-Yates over the pool 0000 .. 9999 (the 4D operators never
 *       draw a number twice in one draw);
 *     every number is written in decimal, zero-padded to the family's width (`01`, `0042`).
 * Nothing else enters a result: no outcome control exists. The server seed comes from the server's CSPRNG, one
 * per numero, fixed when the numero is created.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { DRAW_SHAPES, type LotteryFamily } from './families.js';

const TWO_32 = 2 ** 32;

/** Step 2 and 3 of the header: the words of the stream for (seed, gameCode, numero), read in order. */
export function drawWords(serverSeed: string, gameCode: string, numero: string): () => number {
  const keyed = hmac.create(sha256, utf8ToBytes(serverSeed));
  let round = 0;
  let digest = new Uint8Array(0);
  let offset = 0;
  return () => {
    if (offset >= digest.length) {
      digest = keyed
        .clone()
        .update(utf8ToBytes(`${gameCode}:${numero}:${round}`))
        .digest();
      round++;
      offset = 0;
    }
    const o = offset;
    offset += 4;
    return (
      (digest[o] ?? 0) * 2 ** 24 + ((digest[o + 1] ?? 0) << 16) + ((digest[o + 2] ?? 0) << 8) + (digest[o + 3] ?? 0)
    );
  };
}

/** Step 4: a uniform integer in [0, n) by rejection sampling over 32-bit words. */
export function pickFrom(nextWord: () => number, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`pick: n must be 1 to 2^32`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const x = nextWord();
    if (x < limit) return x % n;
  }
}

/** Partial Fisher-Yates over [0, size) without building the pool: `moved` holds only the swapped slots. */
function distinct(nextWord: () => number, size: number, count: number): number[] {
  const moved = new Map<number, number>();
  const at = (i: number) => moved.get(i) ?? i;
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + pickFrom(nextWord, size - i);
    const picked = at(j);
    moved.set(j, at(i));
    moved.set(i, picked);
    out.push(picked);
  }
  return out;
}

const padded = (n: number, width: number) => String(n).padStart(width, '0');

/** Step 5: the draw of one numero, in the family's order; `isValidDraw(family, draw)` always holds. */
export function deriveDraw(family: LotteryFamily, serverSeed: string, gameCode: string, numero: string): string[] {
  const next = drawWords(serverSeed, gameCode, numero);
  const shape = DRAW_SHAPES[family];
  if (shape.kind === 'prizes') {
    if (family === 'SEA4D') return distinct(next, 10_000, shape.digits.length).map((n) => padded(n, 4));
    return shape.digits.map((digits) => padded(pickFrom(next, 10 ** digits), digits));
  }
  const size = shape.max - shape.min + 1;
  const values = shape.distinct
    ? distinct(next, size, shape.length)
    : Array.from({ length: shape.length }, () => pickFrom(next, size));
  return values.map((v) => padded(shape.min + v, shape.width));
}
