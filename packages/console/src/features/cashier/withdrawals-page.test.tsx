import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { saveSession, setBrand } from '../../lib/session';
import { WithdrawalsPage } from './withdrawals-page';

const row = (over: Record<string, unknown>) => ({
  id: 9,
  brand: 'aurora',
  memberId: 3,
  memberAccount: 'player01',
  payout: { kind: 'bank', provider: 'Vietcombank', holderName: 'Tran Thi B', maskedNumber: '**** 2222' },
  amount: 300,
  fee: 5,
  netAmount: 295,
  status: 'processing',
  ip: '10.0.0.1',
  reason: null,
  firstApprovedBy: null,
  needsSecondApproval: false,
  decidedBy: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  decidedAt: null,
  lastDeposit: 500,
  turnoverSinceDeposit: 20,
  flags: [
    { flag: 'shared_payout', count: 1 },
    { flag: 'quick_after_deposit', count: 1 },
  ],
  ...over,
});
const settings = {
  brand: 'aurora',
  minAmount: 100,
  maxAmount: 50_000,
  dailyCount: 5,
  dailyAmount: 200_000,
  feePercent: 1,
  feeFixed: 2,
  approvalThreshold: 1000,
  timeZone: 'Asia/Ho_Chi_Minh',
};

function serve(rows: unknown[]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const value = url.includes('/reject')
        ? row({ status: 'rejected', reason: 'card' })
        : url.includes('withdrawal-settings')
          ? settings
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
        <MemoryRouter initialEntries={['/cashier/withdrawals']}>
          <WithdrawalsPage />
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

describe('withdrawals desk', () => {
  it('shows the queue with its risk flags and rejects with a reason after a confirm', async () => {
    const calls = serve([row({})]);
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('player01')).toBeTruthy();
    expect(within(table).getByText('Account on 1 more')).toBeTruthy();
    expect(within(table).getByText('Little play')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'card not verified' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/cashier/withdrawals/reject'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/reject'))?.body).toEqual({ id: 9, reason: 'card not verified' });
  });

  it("shows the brand's withdrawal settings and saves them", async () => {
    const calls = serve([]);
    renderPage();
    const form = await screen.findByRole('form', { name: 'Withdrawal settings' });
    fireEvent.change(within(form).getByLabelText('Withdrawals per day'), { target: { value: '3' } });
    fireEvent.submit(form);
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/withdrawal-settings/save'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/save'))?.body).toMatchObject({ brand: 'aurora', dailyCount: 3 });
  });
});
