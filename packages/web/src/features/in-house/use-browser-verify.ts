import { useQuery } from '@tanstack/react-query';
import { fairFloats, sha256Hex } from './fair-floats';
import type { VerifyInput } from './in-house-api';
import { floatsNeeded, isInHouseGameCode, parseParams, playLocally } from './in-house-games';

export interface BrowserVerify {
  serverSeedHash: string;
  floats: number[];
  /** Null when the browser cannot read the params (the server's answer then says why). */
  result: { multiplier: number; outcome: unknown } | null;
}

/** The round recomputed here with WebCrypto and the game rules, independently of the server's verify answer. */
export async function verifyInBrowser(input: VerifyInput): Promise<BrowserVerify> {
  const serverSeedHash = await sha256Hex(input.serverSeed);
  let raw: unknown = null;
  try {
    raw = JSON.parse(input.params);
  } catch {
    raw = null;
  }
  const parsed = isInHouseGameCode(input.game) ? parseParams(input.game, raw) : null;
  const floats = await fairFloats(input.serverSeed, input.clientSeed, input.nonce, parsed ? floatsNeeded(parsed) : 8);
  return { serverSeedHash, floats, result: parsed ? playLocally(parsed, floats) : null };
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
