import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveEvents } from '../lib/live-events';
import { useLiveSocket } from '../lib/live-socket';
import { useSession } from '../lib/use-session';
import { liveSubscriptions } from './live-subscriptions';

/**
 * Mounted once for the whole site: the logged-in member's one socket feeds the bus, and each feature's subscription
 * (live-subscriptions.ts) refreshes its own queries.
 */
export function LiveEvents() {
  const queryClient = useQueryClient();
  const { token, isLogin } = useSession();
  useLiveSocket(liveEvents);
  useEffect(() => {
    if (!isLogin || !token) return;
    const stops = liveSubscriptions.map((subscribe) => subscribe({ bus: liveEvents, queryClient, token }));
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient, token, isLogin]);
  return null;
}
