import websocket from '@fastify/websocket';
import { eventText, liveEvent } from '@wl/contract/events';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../deps.js';
import { fromUnits } from '../ledger/amounts.js';
import { BALANCE_CHANNEL } from '../ledger/ledger.js';
import { isAgent } from '../modules/account/roles.js';
import { LOTTERY_BET_CHANNEL, type LotteryBetNotice } from '../modules/lottery/lottery-bet-repo.js';
import { LOTTERY_DRAW_CHANNEL, type LotteryDrawNotice } from '../modules/lottery/lottery-repo.js';
import { MESSAGE_CHANNEL, type MessageNotice } from '../modules/messages/message-repo.js';
import { SESSION_END_CHANNEL } from '../modules/sessions/session-repo.js';
import { authenticate } from './authenticate.js';
import { resolveActor } from './request-context.js';

export const LIVE_PATH = '/ws';

/**
 * Live events over a WebSocket (design.md "Background work and scale"), frames of the contract's `liveEvent`
 * (contract events.ts): `balance` is pushed to every open tab of a member when their balance changes; `message`
 * when a message reaches the member's inbox (their own, or a broadcast to their brand); `lotteryDraw` to every tab
 * of a brand when one of its lottery numeros is drawn; `lotteryBet` to a member's tabs when their bets settle. The ledger, the messages and the draws NOTIFY at commit;
 * every instance LISTENs, so a change made on one instance reaches tabs connected to any other. The token comes in
 * the query (browsers cannot set headers on a WebSocket) and is checked like any token route's. A socket lives as long
 * as its login: when logins of a member end (SESSION_END_CHANNEL, from every instance), that member's sockets whose
 * session is no longer live are told `not_logged_in` and closed (4401).
 */
export async function registerLiveEvents(app: FastifyInstance, deps: AppDeps) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  type Tab = { socket: WebSocket; sessionId: number; brandId: number; currencySymbol: string; agent: boolean };
  const sockets = new Map<number, Set<Tab>>();

  /** Sends the member's balance to `only`, or to every open tab of the member. */
  async function pushBalance(memberId: number, only?: Tab) {
    const tabs = only ? [only] : [...(sockets.get(memberId) ?? [])];
    const first = tabs[0];
    if (!first) return;
    const balance = fromUnits(await deps.ledger.balance(first.brandId, memberId));
    const message = eventText(liveEvent, { type: 'balance', balance, currencySymbol: first.currencySymbol });
    for (const { socket } of tabs) socket.send(message);
  }

  const unlisten = await deps.database.listen(BALANCE_CHANNEL, (payload) => {
    let memberIds: number[] = [];
    try {
      memberIds = (JSON.parse(payload) as { memberIds?: number[] }).memberIds ?? [];
    } catch {
      return;
    }
    for (const id of memberIds) void pushBalance(id).catch((err) => app.log.warn({ err }, 'balance push failed'));
  });
  // New messages (modules/messages): one member's, or a broadcast to every open tab of its brand and audience.
  const unlistenMessages = await deps.database.listen(MESSAGE_CHANNEL, (payload) => {
    let notice: MessageNotice;
    try {
      notice = JSON.parse(payload) as MessageNotice;
    } catch {
      return;
    }
    const message = eventText(liveEvent, { type: 'message', kind: notice.kind });
    if ('memberIds' in notice) {
      for (const id of notice.memberIds) for (const { socket } of sockets.get(id) ?? []) socket.send(message);
      return;
    }
    for (const tabs of sockets.values()) {
      for (const tab of tabs) {
        if (tab.brandId !== notice.brandId) continue;
        if (notice.audience !== 'all' && tab.agent !== (notice.audience === 'agents')) continue;
        tab.socket.send(message);
      }
    }
  });
  // Lottery results (modules/lottery): every open tab of the numero's brand.
  const unlistenDraws = await deps.database.listen(LOTTERY_DRAW_CHANNEL, (payload) => {
    let notice: LotteryDrawNotice;
    try {
      notice = JSON.parse(payload) as LotteryDrawNotice;
    } catch {
      return;
    }
    const { brandId, ...draw } = notice;
    const message = eventText(liveEvent, { type: 'lotteryDraw', ...draw });
    for (const tabs of sockets.values()) for (const tab of tabs) if (tab.brandId === brandId) tab.socket.send(message);
  });
  // Settled or refunded lottery bets (modules/lottery/lottery-settlement.ts): their members' tabs.
  const unlistenBets = await deps.database.listen(LOTTERY_BET_CHANNEL, (payload) => {
    let notice: LotteryBetNotice;
    try {
      notice = JSON.parse(payload) as LotteryBetNotice;
    } catch {
      return;
    }
    const message = eventText(liveEvent, { type: 'lotteryBet', gameCode: notice.gameCode, numero: notice.numero });
    for (const id of notice.memberIds) for (const { socket } of sockets.get(id) ?? []) socket.send(message);
  });
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
    await unlisten().catch(() => {});
    await unlistenSessions().catch(() => {});
    await unlistenMessages().catch(() => {});
    await unlistenDraws().catch(() => {});
    await unlistenBets().catch(() => {});
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
    await pushBalance(memberId, entry);
  });
}

/** The socket's login is not (or no longer) live: it is told so, and closed. */
function refuseSocket(socket: WebSocket) {
  socket.send(eventText(liveEvent, { type: 'error', code: 'not_logged_in' }));
  socket.close(4401, 'not_logged_in');
}
