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
  p2p: null,
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
  p2pPayWindowMinutes: 30,
  p2pAutoReceiveMinutes: 60,
};

/** A stand-in server; `refuse` answers every approve or reject with that failure envelope (status 409). */
function serve(rows: unknown[], refuse?: string) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (refuse && (url.endsWith('/approve') || url.endsWith('/reject'))) {
        return new Response(JSON.stringify({ success: false, code: refuse, message: refuse }), { status: 409 });
      }
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

  it('saves the P2P minutes, the auto-receive one marked as never shown to members', async () => {
    const calls = serve([]);
    renderPage();
    const form = await screen.findByRole('form', { name: 'Withdrawal settings' });
    const payWindow = within(form).getByLabelText('P2P: minutes to pay (5–1440)') as HTMLInputElement;
    const auto = within(form).getByLabelText(/P2P: auto-receive after.*not shown to members/) as HTMLInputElement;
    expect(payWindow.value).toBe('30');
    expect(auto.value).toBe('60');
    expect([payWindow.min, payWindow.max, auto.min, auto.max]).toEqual(['5', '1440', '5', '10080']);
    fireEvent.change(payWindow, { target: { value: '45' } });
    fireEvent.change(auto, { target: { value: '240' } });
    fireEvent.submit(form);
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/withdrawal-settings/save'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/save'))?.body).toMatchObject({
      brand: 'aurora',
      p2pPayWindowMinutes: 45,
      p2pAutoReceiveMinutes: 240,
    });
  });

  it('shows how far depositors have paid a P2P withdrawal, and only on those', async () => {
    serve([row({ id: 9, p2p: { open: 95, underWay: 100, paid: 100 } }), row({ id: 10, memberAccount: 'player02' })]);
    renderPage();
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    const progress = within(first as HTMLElement).getByRole('list', { name: 'Paid by depositors (P2P)' });
    expect(within(progress).getByText('paid 100.00')).toBeTruthy();
    expect(within(progress).getByText('under way 100.00')).toBeTruthy();
    expect(within(progress).getByText('waiting for a depositor 95.00')).toBeTruthy();
    expect(within(second as HTMLElement).queryByRole('list', { name: 'Paid by depositors (P2P)' })).toBeNull();
  });

  it('explains why an approval is refused while depositors are paying, and reloads the queue', async () => {
    const calls = serve([row({ p2p: { open: 0, underWay: 195, paid: 100 } })], 'withdrawal_p2p_in_progress');
    renderPage();
    const table = await screen.findByRole('table');
    const lists = () => calls.filter((c) => c.url.startsWith('/console/api/cashier/withdrawals?')).length;
    fireEvent.click(within(table).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Depositors are paying part of this withdrawal');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('it can be decided once their payments are confirmed');
    await vi.waitFor(() => expect(lists()).toBe(2));
  });
});
