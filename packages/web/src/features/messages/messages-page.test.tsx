import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageItem } from '@wl/contract/routes/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../../lib/session';
import { callsTo, ok, sentTo, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import { useUnreadMessages } from './api/unread-count';
import MessagesPage from './messages-page';

const item = (over: Partial<MessageItem> & Pick<MessageItem, 'id' | 'kind'>): MessageItem => ({
  category: null,
  params: null,
  title: '',
  body: '',
  read: false,
  createdAt: '2026-06-01T12:00:00.000Z',
  ...over,
});

const INBOX: MessageItem[] = [
  item({ id: 3, kind: 'system', category: 'password_changed', params: { ip: '198.51.100.2' } }),
  item({ id: 7, kind: 'personal', title: 'Welcome aboard', body: 'Line one\nLine two', read: true }),
  item({ id: 2, kind: 'broadcast', title: 'Maintenance Sunday', body: 'From 02:00 to 04:00' }),
];

/** The badge the member centre shows beside messageV2. */
function Badge() {
  const unread = useUnreadMessages();
  return <output data-testid="badge">{unread.data ?? '-'}</output>;
}

function inboxApi(messages = INBOX) {
  let rows = [...messages];
  const unread = () => rows.filter((m) => !m.read).length;
  return stubApi({
    messageList: ({ input }) => {
      const shown = rows.filter((m) =>
        input.filter === 'all' ? true : input.filter === 'unread' ? !m.read : m.kind === input.filter,
      );
      return ok({ content: shown, pageNum: 1, totalPages: 1, total: shown.length, unread: unread() });
    },
    unreadCount: () => ok({ unreadMessage: unread() }),
    messageRead: ({ input }) => {
      rows = rows.map((m) => (m.kind === input.kind && m.id === input.id ? { ...m, read: true } : m));
      const found = rows.find((m) => m.kind === input.kind && m.id === input.id);
      return found ? ok(found) : { status: 404, body: { success: false, code: 'not_found', message: 'Not found' } };
    },
    messageReadAll: () => {
      rows = rows.map((m) => ({ ...m, read: true }));
      return ok({ unreadMessage: 0 });
    },
    messageDelete: ({ input }) => {
      rows = rows.filter((m) => !(m.kind === input.kind && m.id === input.id));
      return ok({ unreadMessage: unread() });
    },
  });
}

const titles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((b) => b.querySelector('span span')?.textContent);

describe('messages page (spec 2 messageV2)', () => {
  beforeEach(() => setToken('tok'));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists the inbox with unread marks, system messages written in the reader language', async () => {
    inboxApi();
    await renderSection(<MessagesPage />);
    await waitFor(() => expect(titles()).toEqual(['Password changed', 'Welcome aboard', 'Maintenance Sunday']));
    const buttons = within(screen.getByRole('list')).getAllByRole('button');
    expect(buttons.map((b) => within(b).queryByText('Unread') !== null)).toEqual([true, false, true]);
  });

  it('filters, opens a message (marking it read) and the badge follows', async () => {
    const api = inboxApi();
    await renderSection(
      <>
        <Badge />
        <MessagesPage />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(titles()).toEqual(['Password changed', 'Maintenance Sunday']));
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByText('Maintenance Sunday'));
    expect(await screen.findByRole('heading', { name: 'Maintenance Sunday' })).toBeTruthy();
    expect(screen.getByText('From 02:00 to 04:00')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('1'));
    expect(sentTo(api, 'messageRead')).toEqual([{ kind: 'broadcast', id: 2 }]);
    const system = INBOX[0] as MessageItem;
    fireEvent.click(screen.getByRole('button', { name: 'Back to messages' }));
    fireEvent.click(await screen.findByText('Password changed'));
    expect(
      await screen.findByText(`Your password was changed from the IP address ${system.params?.ip}.`, { exact: false }),
    ).toBeTruthy();
  });

  it('marks all read, and deletes a message after a confirm', async () => {
    const api = inboxApi();
    await renderSection(
      <>
        <Badge />
        <MessagesPage />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('0'));
    expect(callsTo(api, 'messageReadAll')).toBe(1);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled));

    fireEvent.click(screen.getByText('Welcome aboard'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this message? It cannot be restored.')).toBeTruthy();
    // Cancel deletes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'messageDelete')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles()).toEqual(['Password changed', 'Maintenance Sunday']));
    expect(sentTo(api, 'messageDelete')).toEqual([{ kind: 'personal', id: 7 }]);
  });

  it('says so when the inbox is empty', async () => {
    inboxApi([]);
    await renderSection(<MessagesPage />);
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });
});
