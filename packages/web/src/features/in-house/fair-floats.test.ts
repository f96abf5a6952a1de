import { describe, expect, it } from 'vitest';
import { bytesToFloat, fairFloats, sha256Hex } from './fair-floats';

// The known-answer vectors of the server's games/fair.test.ts (an independent Python implementation).
const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const SEED_HASH = '7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c';
const FLOATS_NONCE_1 = [
  0.7504807370714843, 0.7876082649454474, 0.8606002975720912, 0.3619235414080322, 0.22949242615140975,
  0.12370503065176308, 0.5416492391377687, 0.12116185389459133, 0.21694509242661297, 0.9174660034477711,
];
const FLOATS_NONCE_2 = [0.2038849382661283, 0.3947172653861344, 0.7408025551121682];
const FLOATS_OTHER_CLIENT = [0.1537554783280939, 0.7299417112953961, 0.6846868488937616];

describe('browser fair floats (WebCrypto)', () => {
  it('hashes the server seed text with SHA-256', async () => {
    expect(await sha256Hex(SEED)).toBe(SEED_HASH);
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('matches the server across a digest boundary', async () => {
    expect(await fairFloats(SEED, 'player-seed', 1, 10)).toEqual(FLOATS_NONCE_1);
    expect(FLOATS_NONCE_1[0]).toBe(0xc01f816e / 2 ** 32);
  });

  it('changes with the nonce and the client seed', async () => {
    expect(await fairFloats(SEED, 'player-seed', 2, 3)).toEqual(FLOATS_NONCE_2);
    expect(await fairFloats(SEED, 'other', 1, 3)).toEqual(FLOATS_OTHER_CLIENT);
    expect(await fairFloats(SEED, 'player-seed', 1, 0)).toEqual([]);
  });

  it('maps 4 bytes big-endian onto [0, 1)', () => {
    expect(bytesToFloat(128, 0, 0, 0)).toBe(0.5);
    expect(bytesToFloat(255, 255, 255, 255)).toBe(1 - 2 ** -32);
  });

  it('refuses a negative nonce', async () => {
    await expect(fairFloats(SEED, 'c', -1, 1)).rejects.toThrow(RangeError);
  });
});
