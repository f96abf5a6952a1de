import websocket from '@fastify/websocket';
import { eventText, liveEvent } from '@wl/contract/events';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../deps.js';
import { isAgent } from '../domain/roles.js';
import { BALANCE_CHANNEL } from '../ledger/ledger.js';
import type { LiveAudience, LiveChannel } from '../lib/live-channel.js';
import { SESSION_END_CHANNEL } from '../modules/sessions/session-repo.js';
import { authenticate } from './authenticate.js';
import { liveChannels } from './live-channels.js';
import { resolveActor } from './request-context.js';

export const LIVE_PATH = '/ws';

/**
 * Live events over a WebSocket (design.md "Background work and scale"), frames of the contract's `liveEvent`
 * (contract events.ts), from the channels of live-channels.ts (each declared beside the module that NOTIFYs it at
 * commit: the balance, messages, lottery draws and settled bets). Every instance LISTENs to each channel and sends
 * the event to the open tabs of its audience, so a change made on one instance reaches tabs connected to any other.
 * The token comes in the query (browsers cannot set headers on a WebSocket) and is checked like any token route's. A
 * socket lives as long as its login: when logins of a member end (SESSION_END_CHANNEL, from every instance), that member's sockets whose
 * session is no longer live are told `not_logged_in` and closed (4401).
 */
export async function registerLiveEvents(app: FastifyInstance, deps: AppDeps) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  type Tab = { socket: WebSocket; sessionId: number; brandId: number; currencySymbol: string; agent: boolean };
  const sockets = new Map<number, Set<Tab>>();

  const tabOf = (memberId: number, tab: Tab) => ({
    memberId,
    brandId: tab.brandId,
    currencySymbol: tab.currencySymbol,
  });

  /** The open tabs an audience names, by member. */
  function tabsOf(audience: LiveAudience): [number, Tab[]][] {
    if ('members' in audience) return audience.members.map((id) => [id, [...(sockets.get(id) ?? [])]]);
    const found: [number, Tab[]][] = [];
    for (const [memberId, tabs] of sockets) {
      const chosen = [...tabs].filter(
        (tab) => tab.brandId === audience.brandId && (audience.agents === undefined || tab.agent === audience.agents),
      );
      if (chosen.length) found.push([memberId, chosen]);
    }
    return found;
  }

  /** Sends one channel's event to its audience: each member's tabs get the event written for that member. */
  async function deliver(channel: LiveChannel<never>, payload: never, only?: [number, Tab[]][]) {
    for (const [memberId, tabs] of only ?? tabsOf(channel.audience(payload))) {
      const first = tabs[0];
      if (!first) continue;
      const text = eventText(liveEvent, await channel.event(payload, tabOf(memberId, first)));
      for (const { socket } of tabs) socket.send(text);
    }
  }

  const channels = liveChannels(deps);
  const unlistens: (() => Promise<void>)[] = [];
  for (const channel of channels) {
    unlistens.push(
      await deps.database.listen(channel.name, (text) => {
        let payload: never;
        try {
          payload = channel.payload.parse(JSON.parse(text)) as never;
        } catch {
          app.log.warn({ channel: channel.name }, 'live event payload refused');
          return;
        }
        void deliver(channel, payload).catch((err) => app.log.warn({ err, channel: channel.name }, 'live push failed'));
      }),
    );
  }
  const balance = channels.find((c) => c.name === BALANCE_CHANNEL);
  // Ended logins (logout, other devices logged out, a password change, the members desk): close their sockets.
  const unlistenSessions = await deps.database.listen(SESSION_END_CHANNEL, (payload) => {
    let memberIds: number[] = [];
    try {
      memberIds = (JSON.parse(payload) as { memberIds?: number[] }).memberIds ?? [];
    } catch {
      return;
    }
    for (const id of memberIds) void closeEnded(id).catch((err) => app.log.warn({ err }, 'session end failed'));
  });
  app.addHook('onClose', async () => {
    // The database may be closed already; a listener on a closed database is gone anyway.
    for (const unlisten of [...unlistens, unlistenSessions]) await unlisten().catch(() => {});
  });

  /** Tells and closes the member's tabs whose login is no longer live. */
  async function closeEnded(memberId: number) {
    const tabs = [...(sockets.get(memberId) ?? [])];
    if (tabs.length === 0) return;
    const live = await deps.sessions.liveIds(
      [...new Set(tabs.map((tab) => tab.sessionId))],
      deps.clock.now(),
      deps.config.sessionIdleMs,
    );
    for (const tab of tabs) if (!live.has(tab.sessionId)) refuseSocket(tab.socket);
  }

  app.get(LIVE_PATH, { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const refuse = () => refuseSocket(socket);
    const token = (request.query as { token?: unknown }).token;
    if (typeof token !== 'string' || token === '') return refuse();
    let actor: Awaited<ReturnType<typeof resolveActor>>;
    try {
      actor = await resolveActor(deps, request);
    } catch {
      return refuse();
    }
    const found = await authenticate(deps, actor.brand, { kind: 'bearer', token });
    if (!found?.sessionId) return refuse();
    const memberId = found.member.id;
    const entry = {
      socket,
      sessionId: found.sessionId,
      brandId: actor.brand.id,
      currencySymbol: actor.brand.currencySymbol,
      agent: isAgent(actor.brand, found.member.type),
    };
    const set = sockets.get(memberId) ?? new Set();
    set.add(entry);
    sockets.set(memberId, set);
    socket.on('close', () => {
      set.delete(entry);
      if (set.size === 0) sockets.delete(memberId);
    });
    // Whatever happened before this tab opened: it starts from the current balance.
    if (balance) await deliver(balance, { memberIds: [memberId] } as never, [[memberId, [entry]]]);
  });
}

/** The socket's login is not (or no longer) live: it is told so, and closed. */
function refuseSocket(socket: WebSocket) {
  socket.send(eventText(liveEvent, { type: 'error', code: 'not_logged_in' }));
  socket.close(4401, 'not_logged_in');
}
