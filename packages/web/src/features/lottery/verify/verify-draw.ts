import { hashServerSeed } from '@wl/rules/fair';
import { deriveDraw } from '@wl/rules/lottery/draw';
import { isLotteryFamily } from '@wl/rules/lottery/families';

export interface DrawCheck {
  /** The revealed seed hashes to the hash published when the numero opened. */
  hashMatches: boolean;
  /** The draw recomputed in this browser from the seed (rules package `deriveDraw`). */
  derived: string[] | null;
  /** The recomputed draw equals the recorded result, entry for entry. */
  drawMatches: boolean;
}

/**
 * Recomputes an in-house numero from public data (issue 14 "draws anyone can verify"; the algorithm is in the rules
 * package's draw.ts): SHA-256 of the revealed seed against the published hash, then the draw from
 * HMAC-SHA256(seed, gameCode:numero:r) against the recorded result.
 */
export function verifyDraw(input: {
  family: string;
  gameCode: string;
  numero: string;
  seed: string;
  seedHash: string | null;
  result: readonly string[] | null;
}): DrawCheck {
  const hashMatches = input.seedHash !== null && hashServerSeed(input.seed) === input.seedHash.toLowerCase();
  const derived = isLotteryFamily(input.family)
    ? deriveDraw(input.family, input.seed, input.gameCode, input.numero)
    : null;
  const result = input.result;
  const drawMatches =
    derived !== null &&
    result !== null &&
    derived.length === result.length &&
    derived.every((value, i) => value === result[i]);
  return { hashMatches, derived, drawMatches };
}

/** The query a fairness row links with (`/lotteryVerify?family=&gameCode=&numero=&seed=&hash=&result=`). */
export function verifyHref(p: {
  family: string;
  gameCode: string;
  numero: string;
  seed: string;
  seedHash: string | null;
  result: readonly string[] | null;
}): string {
  const query = new URLSearchParams({ family: p.family, gameCode: p.gameCode, numero: p.numero, seed: p.seed });
  if (p.seedHash) query.set('hash', p.seedHash);
  if (p.result) query.set('result', p.result.join(' '));
  return `/lotteryVerify?${query.toString()}`;
}
