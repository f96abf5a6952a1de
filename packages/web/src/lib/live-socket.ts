import { useEffect } from 'react';
import { type LiveEventBus, liveEvents } from './live-events';
import type { readLiveFrame } from './live-frame';
import { useSession } from './use-session';

/** The live-events socket of the server (packages/server/src/http/live-events.ts). */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws?token=${encodeURIComponent(token)}`;
}

const REFUSED = 4401;

/**
 * Hands one frame to the bus; answers false when the server refused the token (the socket must not reconnect).
 * A frame the contract's schema does not read is ignored.
 */
export function deliverFrame(read: typeof readLiveFrame, bus: Pick<LiveEventBus, 'publish'>, raw: string): boolean {
  const event = read(raw);
  if (event === null) return true;
  if (event.type === 'error') return false;
  bus.publish(event);
  return true;
}

/**
 * While logged in, keeps one socket to the server and publishes each event on the bus (lib/live-events.ts), so the
 * pages update without a reload (spec 6: the socket-event listener exists only when logged in). Reconnects with a
 * growing delay when the connection drops; stops when the server refuses the token.
 */
export function useLiveSocket(bus: Pick<LiveEventBus, 'publish'> = liveEvents) {
  const { token, isLogin } = useSession();
  useEffect(() => {
    if (!isLogin || !token || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let delay = 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = (read: typeof readLiveFrame) => {
      socket = new WebSocket(liveUrl(window.location, token));
      socket.onopen = () => {
        delay = 1000;
      };
      socket.onmessage = (event) => {
        if (!deliverFrame(read, bus, String(event.data))) stopped = true;
      };
      socket.onclose = (event) => {
        if (stopped || event.code === REFUSED) return;
        timer = setTimeout(() => connect(read), delay);
        delay = Math.min(delay * 2, 30_000);
      };
    };
    // The frame reader (the contract's event schemas, and zod with them) loads with the first socket, not with the
    // page's first script.
    void import('./live-frame').then(({ readLiveFrame }) => {
      if (!stopped) connect(readLiveFrame);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [bus, token, isLogin]);
}
