import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';
import { balanceKey } from './balance-key';
import type { applyLiveMessage } from './live-message';

type ApplyLiveMessage = typeof applyLiveMessage;

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
    const connect = (applyLiveMessage: ApplyLiveMessage) => {
      socket = new WebSocket(liveUrl(window.location, token));
      socket.onopen = () => {
        delay = 1000;
      };
      socket.onmessage = (event) => {
        if (!applyLiveMessage(queryClient, token, String(event.data))) stopped = true;
      };
      socket.onclose = (event) => {
        if (stopped || event.code === REFUSED) return;
        timer = setTimeout(() => connect(applyLiveMessage), delay);
        delay = Math.min(delay * 2, 30_000);
      };
    };
    // The frame reader (the contract's event schemas, and zod with them) loads with the first socket, not with the
    // page's first script.
    void import('./live-message').then(({ applyLiveMessage }) => {
      if (!stopped) connect(applyLiveMessage);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [queryClient, token, isLogin]);
}
