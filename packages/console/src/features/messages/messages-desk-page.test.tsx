import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BroadcastRow } from '@wl/contract/operator-routes/messages';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import { MessagesDeskPage } from './messages-desk-page';

const row = (over: Partial<BroadcastRow>): BroadcastRow => ({
  id: 1,
  brand: 'aurora',
  audience: 'all',
  title: 'Weekend',
  body: 'Double points',
  sentBy: 'content01',
  createdAt: '2026-06-01T12:00:00.000Z',
  withdrawnAt: null,
  withdrawnBy: null,
  reads: 3,
  ...over,
});

/** A console API that keeps the brand's broadcasts and records what the page sent. */
function serve() {
  let broadcasts: BroadcastRow[] = [row({})];
  const sent: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (init.method === 'POST') sent.push({ path: url.pathname, body });
    let value: unknown;
    if (url.pathname === '/console/api/messages/broadcasts' && init.method === 'POST') {
      const added = row({ id: 2, title: body.title, body: body.body, audience: body.audience, reads: 0 });
      broadcasts = [added, ...broadcasts];
      value = added;
    } else if (url.pathname === '/console/api/messages/broadcasts/withdraw') {
      broadcasts = broadcasts.map((b) =>
        b.id === body.broadcastId ? { ...b, withdrawnAt: '2026-06-02T00:00:00.000Z', withdrawnBy: 'content01' } : b,
      );
      value = broadcasts.find((b) => b.id === body.broadcastId);
    } else if (url.pathname === '/console/api/messages/personal') {
      value = {
        id: 9,
        memberId: body.memberId,
        memberAccount: 'demo01',
        brand: 'aurora',
        title: body.title,
        body: body.body,
        sentBy: 'content01',
        createdAt: '2026-06-01T12:00:00.000Z',
      };
    } else {
      value = { content: broadcasts, pageNum: 1, totalPages: 1, total: broadcasts.length };
    }
    return new Response(JSON.stringify({ success: true, value }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

function renderPage() {
  saveSession({
    token: 't',
    expiresAt: '2030-01-01T00:00:00Z',
    operator: {
      id: 1,
      account: 'content01',
      role: 'content',
      allBrands: false,
      brands: ['aurora'],
      mustChangePassword: false,
      capabilities: [],
    },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <MessagesDeskPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the messages desk', () => {
  it("sends a broadcast to the brand's agents and lists it first", async () => {
    const sent = serve();
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Weekend/ }).textContent).toContain('3');
    const form = screen.getByRole('region', { name: 'New broadcast' });
    fireEvent.change(within(form).getByLabelText('Audience'), { target: { value: 'agents' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Agents meeting' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Monday 10:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send broadcast' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Agents meeting'));
    expect(sent).toEqual([
      {
        path: '/console/api/messages/broadcasts',
        body: { brand: 'aurora', audience: 'agents', title: 'Agents meeting', body: 'Monday 10:00' },
      },
    ]);
    expect(within(form).getByText('Sent.')).toBeTruthy();
  });

  it('withdraws a broadcast only after a confirm', async () => {
    const sent = serve();
    renderPage();
    const line = await screen.findByRole('row', { name: /Weekend/ });
    fireEvent.click(within(line).getByRole('button', { name: 'Withdraw' }));
    expect(sent).toEqual([]);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Withdraw “Weekend”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /Weekend/ }).textContent).toContain('Withdrawn'));
    expect(sent).toEqual([{ path: '/console/api/messages/broadcasts/withdraw', body: { broadcastId: 1 } }]);
  });

  it('sends a message to one member by id and names who received it', async () => {
    const sent = serve();
    renderPage();
    const form = screen.getByRole('region', { name: 'Message to one member' });
    fireEvent.change(within(form).getByLabelText('Member ID'), { target: { value: '12' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Hello' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Welcome!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Sent to demo01.')).toBeTruthy();
    expect(sent).toEqual([
      { path: '/console/api/messages/personal', body: { memberId: 12, title: 'Hello', body: 'Welcome!' } },
    ]);
  });
});
