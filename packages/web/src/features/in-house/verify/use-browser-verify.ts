import { useQuery } from '@tanstack/react-query';
import type { VerifyInput } from '../api/in-house-verify';

export interface BrowserVerify {
  serverSeedHash: string;
  floats: number[];
  /** Null when the params are not valid for the game (the server's answer then says why). */
  result: { multiplier: number; outcome: unknown } | null;
}

/**
 * The round recomputed here, with the same rules and params schemas the server plays by (@wl/rules), independently
 * of the server's verify answer.
 */
export async function verifyInBrowser(input: VerifyInput): Promise<BrowserVerify> {
  // The hashes and the games' zod params schemas are fetched when a round is verified, not with the page.
  const [{ fairFloats, hashServerSeed }, { inHouseGame }] = await Promise.all([
    import('@wl/rules/fair'),
    import('@wl/rules/in-house/game-registry'),
  ]);
  let raw: unknown = null;
  try {
    raw = JSON.parse(input.params);
  } catch {
    raw = null;
  }
  const game = inHouseGame(input.game);
  const parsed = game?.params.safeParse(raw);
  const params = parsed?.success ? { data: parsed.data } : null;
  const floats = fairFloats(
    input.serverSeed,
    input.clientSeed,
    input.nonce,
    game && params ? game.floatsNeeded(params.data) : 8,
  );
  return {
    serverSeedHash: hashServerSeed(input.serverSeed),
    floats,
    result: game && params ? game.play(floats, params.data) : null,
  };
}

export function useBrowserVerify(input: VerifyInput | null) {
  return useQuery({
    queryKey: ['in-house', 'browser-verify', input],
    queryFn: () => verifyInBrowser(input as VerifyInput),
    enabled: input !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
