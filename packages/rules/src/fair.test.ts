import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { bytesToFloat, fairFloatSource, fairFloats, hashServerSeed } from './fair.js';

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
});

describe('fairFloats', () => {
  it('matches the independent implementation across a digest boundary', () => {
    expect(fairFloats(SEED, 'player-seed', 1, 10)).toEqual(FLOATS_NONCE_1);
  });

  it('maps the first 4 digest bytes to the first float', () => {
    const [b0, b1, b2, b3] = hexToBytes(DIGEST_0);
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
    expect(fairFloats(`${SEED.slice(0, -1)}9`, 'player-seed', 1, 3)).not.toEqual(FLOATS_NONCE_1.slice(0, 3));
  });

  it('refuses a negative or fractional nonce or count', () => {
    expect(() => fairFloats(SEED, 'c', -1, 1)).toThrow(RangeError);
    expect(() => fairFloats(SEED, 'c', 1.5, 1)).toThrow(RangeError);
    expect(() => fairFloats(SEED, 'c', 1, -1)).toThrow(RangeError);
  });
});

/**
 * Answers of the server's node:crypto implementation (createHash / createHmac over UTF-8 Buffers), recorded before
 * the rules moved to @noble/hashes: every round already played must still verify to the same floats. They cover
 * three digests, non-ASCII and lone-surrogate client seeds (UTF-8 turns a lone surrogate into U+FFFD), a key longer
 * than SHA-256's 64-byte block (HMAC hashes it first), the largest nonces and an empty client seed.
 */
const LONG_SEED = `${'x'.repeat(50)}${'ü'.repeat(30)}`;
const NODE_CRYPTO = {
  threeDigests: [
    0.13041961402632296, 0.5001407598610967, 0.4073645102325827, 0.49169076699763536, 0.42719635367393494,
    0.23299014568328857, 0.9966014290694147, 0.2499892981722951, 0.6531705318484455, 0.12032729270868003,
    0.6930910779628903, 0.6486169204581529, 0.5048339278437197, 0.4203642662614584, 0.6341697899624705,
    0.5314417534973472, 0.7160389646887779, 0.6195675018243492, 0.11251029442064464, 0.32070596353150904,
    0.3839985472150147, 0.8480010421480983, 0.5198669582605362, 0.9417535765096545,
  ],
  unicodeClient: [
    0.6745977678801864, 0.1632485322188586, 0.5752769946120679, 0.5864310970064253, 0.26698624598793685,
    0.916354117449373, 0.01898206793703139, 0.6562403701245785, 0.23142307880334556,
  ],
  longKey: [0.10149755771271884, 0.5014592700172216, 0.9511423711664975],
  emptyClient: [0.5061103727202863],
  loneSurrogate: [0.483446633676067, 0.3409807712305337],
  hashUnicode: '2a725f7fc042c8284e0bfe7b4516afda970aa6dae25c46ddd7d3e0d7aa0345dd',
  hashLong: '3152b769754f941dcd612bd5a399700dc15ffa0ac2d13893607010df217ca874',
  /** SHA-256 of the floats of 500 rounds (nonce n, client seed `client-${n % 7}`, 8 floats each). */
  bulk: 'd3eaa7d97ac46dbf72bd07e4083e1f9b1e6c3688916141a01090ec2a899d4ac3',
};

describe('the floats of rounds played before the move to @noble/hashes', () => {
  it('are computed again bit for bit', () => {
    expect(fairFloats(SEED, 'player-seed', 0, 24)).toEqual(NODE_CRYPTO.threeDigests);
    expect(fairFloats(SEED, 'Spieler-Glück-🎲', 2147483647, 9)).toEqual(NODE_CRYPTO.unicodeClient);
    expect(fairFloats(LONG_SEED, 'c', Number.MAX_SAFE_INTEGER, 3)).toEqual(NODE_CRYPTO.longKey);
    expect(fairFloats(SEED, '', 0, 1)).toEqual(NODE_CRYPTO.emptyClient);
    expect(fairFloats(SEED, 'a\uD800b', 3, 2)).toEqual(NODE_CRYPTO.loneSurrogate);
    expect(fairFloats(SEED, 'a\uFFFDb', 3, 2)).toEqual(NODE_CRYPTO.loneSurrogate);
  });

  it('hash non-ASCII and long seeds as before', () => {
    expect(hashServerSeed('Glück 🎲')).toBe(NODE_CRYPTO.hashUnicode);
    expect(hashServerSeed(LONG_SEED)).toBe(NODE_CRYPTO.hashLong);
  });

  it('agree over 500 rounds', () => {
    const all = Array.from({ length: 500 }, (_, n) => fairFloats(SEED, `client-${n % 7}`, n, 8).join(',')).join(';');
    expect(hashServerSeed(all)).toBe(NODE_CRYPTO.bulk);
  });
});
