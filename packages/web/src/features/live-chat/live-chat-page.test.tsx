import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ChatEvent, ChatMessage, ChatRole } from '@wl/contract/events';
import type { LiveModel } from '@wl/contract/schemas';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { memoryRouter } from '../../test/memory-router';
import { LiveChatPage } from './live-chat-page';

/** A stand-in for the browser WebSocket: records what the page sends and lets the test push frames. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeSocket[] = [];

  readonly url: string;
  readyState = FakeSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.readyState = FakeSocket.CLOSED;
  }

  /** The server side: open the socket and deliver one JSON frame. */
  push(frame: ChatEvent) {
    act(() => {
      this.readyState = FakeSocket.OPEN;
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
    });
  }

  /** The server side: drop the connection with `code`. */
  drop(code: number) {
    act(() => {
      this.readyState = FakeSocket.CLOSED;
      this.onclose?.(new CloseEvent('close', { code }));
    });
  }
}

const latest = () => {
  const socket = FakeSocket.instances.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
};

const lily: LiveModel = {
  id: 1,
  name: 'Lily',
  avatarUrl: '/live/lily.svg',
  intro: 'Hello from Lily',
  tags: [],
  online: true,
};
const history: ChatMessage[] = [
  { id: 11, author: 'pl***01', role: 'member', body: 'hi Lily', time: '2026-11-21T08:00:00.000Z' },
  { id: 12, author: 'Lily', role: 'model', body: 'welcome!', time: '2026-11-21T08:01:00.000Z' },
];
const room = (role: ChatRole, name = 'pl***02'): ChatEvent => ({
  type: 'room',
  model: lily,
  role,
  name,
  messages: history,
});

async function renderChat(path = '/chat/1?ticket=tk-1') {
  const { element } = memoryRouter(path, [{ path: '/chat/:modelId', element: <LiveChatPage /> }]);
  render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  await screen.findByTestId('chat-room');
}

describe('live chat page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the room history, sends a message as a say frame and shows pushed messages', async () => {
    await renderChat();
    expect(latest().url).toBe(`ws://${window.location.host}/ws/chat?ticket=tk-1`);
    latest().push(room('member'));

    expect(screen.getByTestId('chat-model-name').textContent).toBe('Lily');
    expect(screen.getByTestId('chat-online').getAttribute('data-online')).toBe('true');
    const log = screen.getByRole('log');
    expect(log).toBe(screen.getByTestId('chat-messages'));
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByTestId('chat-message-11').textContent).toContain('hi Lily');
    expect(within(log).getByTestId('chat-message-12').getAttribute('data-role')).toBe('model');
    expect(screen.queryByTestId('chat-read-only')).toBeNull();

    const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
    expect(input.disabled).toBe(false);
    expect(input.maxLength).toBe(300);
    fireEvent.change(input, { target: { value: '  hello there ' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(latest().sent).toEqual([{ type: 'say', body: 'hello there' }]);
    expect(input.value).toBe('');

    // Enter sends too; Shift+Enter does not.
    fireEvent.change(input, { target: { value: 'second' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(latest().sent).toHaveLength(1);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(latest().sent).toEqual([
      { type: 'say', body: 'hello there' },
      { type: 'say', body: 'second' },
    ]);

    latest().push({
      type: 'message',
      message: { id: 13, author: 'pl***02', role: 'member', body: 'hello there', time: '2026-11-21T08:02:00.000Z' },
    });
    const mine = await within(log).findByTestId('chat-message-13');
    expect(mine.textContent).toContain('hello there');
    expect(mine.getAttribute('data-own')).toBe('true');
    expect(within(log).getByTestId('chat-message-11').getAttribute('data-own')).toBeNull();
  });

  it('keeps the reader where they scrolled and offers a new messages pill', async () => {
    await renderChat();
    latest().push(room('member'));
    const log = screen.getByTestId('chat-messages');
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 200 });
    log.scrollTop = 100;
    fireEvent.scroll(log);

    latest().push({
      type: 'message',
      message: { id: 14, author: 'pl***09', role: 'member', body: 'yo', time: '2026-11-21T08:03:00.000Z' },
    });
    expect(log.scrollTop).toBe(100);
    fireEvent.click(screen.getByTestId('chat-new-messages'));
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByTestId('chat-new-messages')).toBeNull();
  });

  it('lets a viewer read but not write', async () => {
    await renderChat();
    latest().push(room('viewer', 'guest'));

    expect(screen.getByTestId('chat-read-only')).toBeTruthy();
    expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('chat-message-12')).toBeTruthy();
  });

  it('shows a server error, and ends on an invalid ticket without reconnecting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderChat();
    latest().push(room('member'));
    latest().push({ type: 'error', code: 'rate_limited' });
    expect(screen.getByTestId('chat-error').getAttribute('data-code')).toBe('rate_limited');

    // A dropped socket is reopened after a delay, and the history is kept.
    latest().drop(1006);
    expect(screen.getByTestId('chat-room').getAttribute('data-state')).toBe('reconnecting');
    expect(FakeSocket.instances).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(FakeSocket.instances).toHaveLength(2);
    expect(screen.getByTestId('chat-message-11')).toBeTruthy();

    latest().drop(4401);
    expect(screen.getByTestId('chat-room').getAttribute('data-state')).toBe('ended');
    expect(screen.getByTestId('chat-error')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('ends at once without a ticket', async () => {
    await renderChat('/chat/1');
    expect(screen.getByTestId('chat-room').getAttribute('data-state')).toBe('ended');
    expect(FakeSocket.instances).toHaveLength(0);
  });
});
