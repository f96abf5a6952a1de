import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { saveSession, setBrand } from '../../lib/session';
import { parsePresets } from './channels-page';
import { DepositsPage } from './deposits-page';

const row = (over: Record<string, unknown>) => ({
  id: 7,
  brand: 'aurora',
  memberId: 3,
  memberAccount: 'player01',
  channel: 'bank',
  channelKind: 'offline_bank',
  amount: 1500,
  fee: 0,
  credited: 1500,
  status: 'pending',
  reference: 'TX-1',
  hasProof: true,
  gatewayRef: null,
  ip: '10.0.0.1',
  reason: null,
  account: 'First Demo Bank, 4000',
  firstApprovedBy: null,
  needsSecondApproval: true,
  decidedBy: null,
  transferId: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  decidedAt: null,
  flags: [{ flag: 'shared_ip', count: 2 }],
  ...over,
});

const PROOF = 'data:image/jpeg;base64,/9j/4AAQ';

function serve(rows: unknown[]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const value = url.includes('/approve')
        ? row({ firstApprovedBy: 'finance01' })
        : url.includes('/deposits/proof')
          ? { image: PROOF }
          : { content: rows, pageNum: 1, totalPages: 1, total: rows.length };
      return new Response(JSON.stringify({ success: true, value }));
    }),
  );
  return calls;
}

function renderPage() {
  saveSession({
    token: 't',
    expiresAt: '2030-01-01T00:00:00Z',
    operator: {
      id: 1,
      account: 'finance01',
      role: 'finance',
      allBrands: true,
      brands: ['aurora'],
      mustChangePassword: false,
      capabilities: [],
    },
  });
  setBrand('aurora');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/cashier/deposits']}>
          <DepositsPage />
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

describe('deposits desk', () => {
  it('shows the queue with its risk flags and asks before a first approval above the threshold', async () => {
    const calls = serve([row({})]);
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('player01')).toBeTruthy();
    expect(within(table).getByText('IP shared by 2')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'First approval' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("above the brand's threshold");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/cashier/deposits/approve'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/approve'))?.body).toEqual({ id: 7 });
  });

  it('shows that the first approver waits for another operator', async () => {
    serve([row({ firstApprovedBy: 'finance01' })]);
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Another operator decides')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it("shows the member's proof image in a dialog", async () => {
    serve([row({})]);
    renderPage();
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Proof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof #7' });
    expect((await within(dialog).findByRole('img')).getAttribute('src')).toBe(PROOF);
  });

  it('reads amount presets', () => {
    expect(parsePresets('100, 500 x 1000,-5')).toEqual([100, 500, 1000]);
  });
});
