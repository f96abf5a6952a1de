import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Routes } from '@wl/contract/routes';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/**
 * A round to recompute: its game, seeds, nonce, params (JSON text) and the hash published before play, as the
 * contract's request reads it (the browser recomputes the same values, use-browser-verify.ts).
 */
export type VerifyInput = z.output<Routes['inHouseVerify']['request']>;

export const inHouseVerifyKey = (input: VerifyInput | null) => ['in-house', 'verify', input] as const;

export const inHouseVerifyQuery = (input: VerifyInput | null) =>
  queryOptions({
    queryKey: inHouseVerifyKey(input),
    queryFn: ({ signal }) => call('inHouseVerify', input ?? undefined, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVerify = (input: VerifyInput | null) =>
  useQuery({ ...inHouseVerifyQuery(input), enabled: input !== null });
