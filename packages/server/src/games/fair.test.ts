import { describe, expect, it } from 'vitest';
import { bytesToFloat, fairFloatSource, fairFloats, hashServerSeed, newServerSeed } from './fair.js';

// Known answers computed once with an independent implementation (Python 3 hmac + hashlib):
//   hashlib.sha256(SEED.encode()).hexdigest()
//   hmac.new(SEED.encode(), f'{client}:{nonce}:{round}'.encode(), hashlib.sha256).digest(), 4 bytes per float
const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const SEED_HASH = '7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c';
/** HMAC-SHA256(SEED, 'player-seed:1:0'), hex. */
const DIGEST_0 = 'c01f816ec9a0b1fcdc504d155ca7056e3ac004011fab22058aa986481f047698';
/** fairFloats(SEED, 'player-seed', 1, 10): 8 from round 0, then 2 from round 1. */
const FLOATS_NONCE_1 = [
  0.7504807370714843, 0.7876082649454474, 0.8606002975720912, 0.3619235414080322, 0.22949242615140975,
  0.12370503065176308, 0.5416492391377687, 0.12116185389459133, 0.21694509242661297, 0.9174660034477711,
];
const FLOATS_NONCE_2 = [0.2038849382661283, 0.3947172653861344, 0.7408025551121682];
const FLOATS_OTHER_CLIENT = [0.1537554783280939, 0.7299417112953961, 0.6846868488937616];

describe('server seed', () => {
  it('hashes the seed text with SHA-256 (known answers)', () => {
    expect(hashServerSeed(SEED)).toBe(SEED_HASH);
    expect(hashServerSeed('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('draws fresh 32-byte hex seeds', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });
});

describe('fairFloats', () => {
  it('matches the independent implementation across a digest boundary', () => {
    expect(fairFloats(SEED, 'player-seed', 1, 10)).toEqual(FLOATS_NONCE_1);
  });

  it('maps the first 4 digest bytes to the first float', () => {
    const [b0, b1, b2, b3] = Buffer.from(DIGEST_0, 'hex');
    expect(bytesToFloat(b0 ?? 0, b1 ?? 0, b2 ?? 0, b3 ?? 0)).toBe(FLOATS_NONCE_1[0]);
    expect(FLOATS_NONCE_1[0]).toBe(0xc01f816e / 2 ** 32);
  });

  it('maps bytes big-endian onto [0, 1)', () => {
    expect(bytesToFloat(0, 0, 0, 0)).toBe(0);
    expect(bytesToFloat(128, 0, 0, 0)).toBe(0.5);
    expect(bytesToFloat(0, 0, 0, 1)).toBe(2 ** -32);
    expect(bytesToFloat(255, 255, 255, 255)).toBe(1 - 2 ** -32);
  });

  it('is deterministic and a prefix of a longer draw', () => {
    expect(fairFloats(SEED, 'player-seed', 1, 3)).toEqual(FLOATS_NONCE_1.slice(0, 3));
    expect(fairFloatSource(SEED, 'player-seed', 1)(10)).toEqual(FLOATS_NONCE_1);
    expect(fairFloats(SEED, 'player-seed', 1, 0)).toEqual([]);
  });

  it('gives different floats for another nonce, client seed or server seed', () => {
    expect(fairFloats(SEED, 'player-seed', 2, 3)).toEqual(FLOATS_NONCE_2);
    expect(fairFloats(SEED, 'other', 1, 3)).toEqual(FLOATS_OTHER_CLIENT);
    expect(fairFloats(newServerSeed(), 'player-seed', 1, 3)).not.toEqual(FLOATS_NONCE_1.slice(0, 3));
  });

  it('refuses a negative or fractional nonce or count', () => {
    expect(() => fairFloats(SEED, 'c', -1, 1)).toThrow(RangeError);
    expect(() => fairFloats(SEED, 'c', 1.5, 1)).toThrow(RangeError);
    expect(() => fairFloats(SEED, 'c', 1, -1)).toThrow(RangeError);
  });
});
