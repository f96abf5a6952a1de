/** The verify page pre-filled with one round (its query parameters are read by verify-page.tsx). */
export function verifyHref(round: {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: unknown;
}): string {
  const query = new URLSearchParams({
    game: round.game,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    params: JSON.stringify(round.params ?? {}),
  });
  return `/verify?${query.toString()}`;
}
