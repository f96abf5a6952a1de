import type { ChatErrorCode, ChatEvent, ChatMessage, ChatRole, chatSay } from '@wl/contract/events';
import type { LiveModel } from '@wl/contract/schemas';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { z } from 'zod';
import { CLOSE_TICKET_INVALID, chatSocketUrl, parseServerMessage, reconnectDelay } from './chat-protocol';

/** connecting: before the first room message; reconnecting: the socket dropped and a retry is scheduled. */
export type ChatStatus = 'connecting' | 'open' | 'reconnecting' | 'ended';

export interface ChatState {
  status: ChatStatus;
  model: LiveModel | null;
  role: ChatRole;
  name: string;
  messages: ChatMessage[];
  /** The last error code the server sent (cleared on the next send). */
  error: ChatErrorCode | null;
}

/** How many messages the page keeps; older ones drop off the top. */
const KEEP = 200;

type Action =
  | { type: 'server'; message: ChatEvent }
  | { type: 'reconnecting' }
  | { type: 'ended' }
  | { type: 'clearError' };

function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEEP);
}

function reducer(state: ChatState, action: Action): ChatState {
  switch (action.type) {
    case 'reconnecting':
      return state.status === 'ended' ? state : { ...state, status: 'reconnecting' };
    case 'ended':
      return { ...state, status: 'ended' };
    case 'clearError':
      return state.error ? { ...state, error: null } : state;
    case 'server': {
      const m = action.message;
      switch (m.type) {
        case 'room':
          return {
            status: 'open',
            model: m.model,
            role: m.role,
            name: m.name,
            messages: merge(state.messages, m.messages),
            error: null,
          };
        case 'message':
          return state.messages.some((x) => x.id === m.message.id)
            ? state
            : { ...state, messages: merge(state.messages, [m.message]) };
        case 'error':
          return m.code === 'chat_ticket_invalid' ? { ...state, status: 'ended' } : { ...state, error: m.code };
      }
    }
  }
}

const initialState = (ticket: string): ChatState => ({
  status: ticket ? 'connecting' : 'ended',
  model: null,
  role: 'viewer',
  name: '',
  messages: [],
  error: null,
});

/** WebSocket.OPEN, spelled out so a stand-in socket class without the static constants works too. */
const OPEN = 1;

/**
 * One chat room over `/ws/chat?ticket=…`: the room snapshot, then pushed messages. A dropped socket is reopened
 * after a growing delay (1 s, 2 s, 4 s … 30 s), except when the ticket is refused (close code 4401).
 */
export function useChatRoom(ticket: string) {
  const [state, dispatch] = useReducer(reducer, ticket, initialState);
  const socketRef = useRef<WebSocket | null>(null);

  useEffect(() => {
    if (!ticket) return;
    let disposed = false;
    let refused = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      const socket = new WebSocket(chatSocketUrl(ticket));
      socketRef.current = socket;
      socket.onmessage = (event: MessageEvent) => {
        const message = parseServerMessage(event.data);
        if (!message) return;
        if (message.type === 'room') attempt = 0;
        if (message.type === 'error' && message.code === 'chat_ticket_invalid') refused = true;
        dispatch({ type: 'server', message });
      };
      socket.onclose = (event: CloseEvent) => {
        if (socketRef.current === socket) socketRef.current = null;
        if (disposed) return;
        if (refused || event.code === CLOSE_TICKET_INVALID) {
          dispatch({ type: 'ended' });
          return;
        }
        dispatch({ type: 'reconnecting' });
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };
    connect();

    return () => {
      disposed = true;
      clearTimeout(timer);
      const socket = socketRef.current;
      socketRef.current = null;
      if (socket) {
        socket.onmessage = null;
        socket.onclose = null;
        socket.close();
      }
    };
  }, [ticket]);

  /** Sends `body` as a `say` frame; false when the socket is not open. */
  const send = useCallback((body: string): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== OPEN) return false;
    dispatch({ type: 'clearError' });
    const frame: z.input<typeof chatSay> = { type: 'say', body };
    socket.send(JSON.stringify(frame));
    return true;
  }, []);

  const clearError = useCallback(() => dispatch({ type: 'clearError' }), []);

  return { ...state, send, clearError };
}
