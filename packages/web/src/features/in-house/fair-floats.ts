/**
 * The provably fair floats recomputed in the browser with WebCrypto, so a player need not trust the server's
 * verify answer (design.md "Games and vendors"). Same algorithm as the server's games/fair.ts:
 *  - the commitment is the hex SHA-256 of the server seed's UTF-8 text;
 *  - digest r = HMAC-SHA256(key = the server seed's UTF-8 text, message = `${clientSeed}:${nonce}:${r}`);
 *  - each 4 bytes of a digest give f = b0/256 + b1/256² + b2/256³ + b3/256⁴, taken in order until `count`.
 */

const FLOATS_PER_DIGEST = 8;
const encoder = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export function bytesToFloat(b0: number, b1: number, b2: number, b3: number): number {
  return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
}

export async function fairFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[]> {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const digest = new Uint8Array(
      await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${round}`)),
    );
    for (let i = 0; i < FLOATS_PER_DIGEST && floats.length < count; i++) {
      const o = i * 4;
      floats.push(bytesToFloat(digest[o] ?? 0, digest[o + 1] ?? 0, digest[o + 2] ?? 0, digest[o + 3] ?? 0));
    }
  }
  return floats;
}
