/** What the verify page needs of one in-house round, the hash published before it was played included. */
export interface VerifiableRound {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: unknown;
  serverSeedHash: string;
}

/**
 * The in-house verify page (`/verify`) pre-filled with one round, for the game's rounds and the bet records; its
 * query parameters are read by features/in-house/verify-page.tsx. `hash` is the published hash the revealed seed
 * must hash to.
 */
export function verifyHref(round: VerifiableRound): string {
  const query = new URLSearchParams({
    game: round.game,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    params: JSON.stringify(round.params ?? {}),
    hash: round.serverSeedHash,
  });
  return `/verify?${query.toString()}`;
}
