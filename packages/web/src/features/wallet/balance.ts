import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveEvent, parseEvent } from '@wl/contract/events';
import { useEffect } from 'react';
import { type CallOutput, call } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';

type BalanceValue = CallOutput<'balance'>;

export const balanceKey = (token: string | null) => ['balance', token] as const;

/** The member's balance (spec 7 balance call), kept fresh by the live socket below. */
export function useBalance() {
  const session = useSession();
  return useQuery({
    queryKey: balanceKey(session.token),
    queryFn: () => call('balance'),
    enabled: session.isLogin,
    staleTime: 60_000,
  });
}

/** The live-events socket of the server (packages/server/src/http/live-events.ts). */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws?token=${encodeURIComponent(token)}`;
}

/** Applies one message of the live socket to the query cache; answers false when the token was refused. */
export function applyLiveMessage(queryClient: QueryClient, token: string, raw: string): boolean {
  // A frame the contract's schema does not read (malformed, or a type this web does not know) is ignored.
  const message = parseEvent(liveEvent, raw);
  if (message?.type === 'balance') {
    const value: BalanceValue = { balance: message.balance, currencySymbol: message.currencySymbol };
    queryClient.setQueryData(balanceKey(token), value);
  }
  return message?.type !== 'error';
}

const REFUSED = 4401;

/**
 * While logged in, keeps one socket to the server and writes each pushed balance into the query cache, so the
 * header updates without a reload (spec 6: the socket-event listener exists only when logged in). Reconnects with
 * a growing delay when the connection drops; stops when the server refuses the token.
 */
export function useLiveBalance() {
  const queryClient = useQueryClient();
  const { token, isLogin } = useSession();
  useEffect(() => {
    if (!isLogin || !token || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let delay = 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      socket = new WebSocket(liveUrl(window.location, token));
      socket.onopen = () => {
        delay = 1000;
      };
      socket.onmessage = (event) => {
        if (!applyLiveMessage(queryClient, token, String(event.data))) stopped = true;
      };
      socket.onclose = (event) => {
        if (stopped || event.code === REFUSED) return;
        timer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 30_000);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [queryClient, token, isLogin]);
}
