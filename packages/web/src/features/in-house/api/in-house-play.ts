import { useMutation } from '@tanstack/react-query';
import { type CallInput, type CallOutput, call } from '../../../lib/api-client';
import { sessionHeaders } from './session-headers';

export type PlayResult = CallOutput<'inHousePlay'>;
export type PlayedRound = PlayResult['round'];

/** One round; the page patches the session and the rounds itself as the reveal settles (use-game-round.ts). */
export function usePlay(token: string) {
  return useMutation({
    mutationFn: (input: CallInput<'inHousePlay'>) => call('inHousePlay', input, sessionHeaders(token)),
  });
}
