#!/usr/bin/env node
/**
 * Recomputes an in-house lottery draw from public data, with nothing but Node (node:crypto), so that a player can
 * check a numero without our code. The algorithm is the one written out in packages/rules/src/lottery/draw.ts
 * (its header); this file is a second, independent implementation of it.
 *
 *   node scripts/verify-lottery-draw.mjs --family SSC --seed <revealed seed> --game SSC1 --numero 20261123-0931 \
 *     [--hash <published seed hash>] [--result 6,2,1,7,8]
 *
 * Prints the draw (JSON) and, when given, whether the seed hashes to the published hash and whether the draw equals
 * the published result. Exit code 0 when every given check holds, 1 when one fails, 2 on bad arguments.
 */
import { createHash, createHmac } from 'node:crypto';

/** Digits per prize of the Vietnamese families, special prize first (lottery-plays.md). */
const VN_NORTH = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2];
const VN_SOUTH = [6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 2];
/** [count, min, max, width, distinct] of the number families. */
const NUMBERS = {
  SSC: [5, 0, 9, 1, false],
  '11X5': [5, 1, 11, 2, true],
  PK10: [10, 1, 10, 2, true],
  K3: [3, 1, 6, 1, false],
  PC28: [3, 0, 9, 1, false],
  LHC: [7, 1, 49, 2, true],
  LF3D: [3, 0, 9, 1, false],
};
const FAMILIES = [...Object.keys(NUMBERS), 'VN_NORTH', 'VN_SOUTH', 'SEA4D'];

/** 32-bit big-endian words of HMAC-SHA256(seed, `${game}:${numero}:${round}`), round after round. */
function words(seed, game, numero) {
  let round = 0;
  let digest = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset >= digest.length) {
      digest = createHmac('sha256', Buffer.from(seed, 'utf8')).update(`${game}:${numero}:${round}`, 'utf8').digest();
      round += 1;
      offset = 0;
    }
    const word = digest.readUInt32BE(offset);
    offset += 4;
    return word;
  };
}

/** Uniform in [0, n): reject words at or above the largest multiple of n below 2^32. */
function pick(next, n) {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}

/** Partial Fisher-Yates over the pool 0 .. size - 1 in ascending order. */
function shuffled(next, size, count) {
  const pool = Array.from({ length: size }, (_, i) => i);
  const out = [];
  for (let i = 0; i < count; i++) {
    const j = i + pick(next, size - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
    out.push(pool[i]);
  }
  return out;
}

const pad = (n, width) => String(n).padStart(width, '0');

function recompute(family, seed, game, numero) {
  const next = words(seed, game, numero);
  if (family === 'SEA4D') return shuffled(next, 10_000, 23).map((n) => pad(n, 4));
  if (family === 'VN_NORTH' || family === 'VN_SOUTH') {
    return (family === 'VN_NORTH' ? VN_NORTH : VN_SOUTH).map((digits) => pad(pick(next, 10 ** digits), digits));
  }
  const shape = NUMBERS[family];
  if (!shape) throw new Error(`unknown family ${family}: one of ${FAMILIES.join(', ')}`);
  const [count, min, max, width, distinct] = shape;
  const size = max - min + 1;
  const values = distinct ? shuffled(next, size, count) : Array.from({ length: count }, () => pick(next, size));
  return values.map((v) => pad(min + v, width));
}

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i];
    const value = argv[i + 1];
    if (!key?.startsWith('--') || value === undefined) throw new Error(`expected --name value pairs, got ${key}`);
    args[key.slice(2)] = value;
  }
  for (const required of ['family', 'seed', 'game', 'numero']) {
    if (!args[required]) throw new Error(`--${required} is required`);
  }
  if (!FAMILIES.includes(args.family)) throw new Error(`--family is one of ${FAMILIES.join(', ')}`);
  return args;
}

function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  const draw = recompute(args.family, args.seed, args.game, args.numero);
  const report = { draw };
  let ok = true;
  if (args.hash) {
    const hash = createHash('sha256').update(args.seed, 'utf8').digest('hex');
    report.seedHashMatches = hash === args.hash.toLowerCase();
    ok &&= report.seedHashMatches;
  }
  if (args.result) {
    report.resultMatches = args.result === draw.join(',');
    ok &&= report.resultMatches;
  }
  process.stdout.write(`${JSON.stringify(report)}\n`);
  process.exit(ok ? 0 : 1);
}

main();
