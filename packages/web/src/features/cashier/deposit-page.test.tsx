import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseAmount } from '@wl/contract/amount-input';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fail, ok, type StubValue, sentTo, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import DepositPage from './deposit-page';
import { amountProblem, creditedFor, proofProblem } from './deposit-rules';

const bank = {
  code: 'bank',
  kind: 'offline_bank' as const,
  name: 'Bank transfer',
  minAmount: 10,
  maxAmount: 50_000,
  fee: { percent: 0, fixed: 0, payer: 'member' as const },
  hours: null,
  open: true,
  presets: [100, 500],
  account: { bankName: 'First Demo Bank', holderName: 'Aurora Play Ltd', accountNumber: '4000 1234', branch: null },
  proofRequired: true,
  maxMatchable: null,
};
const gateway = {
  ...bank,
  code: 'testpay',
  kind: 'gateway' as const,
  name: 'Test gateway',
  minAmount: 5,
  fee: { percent: 1, fixed: 0, payer: 'brand' as const },
  account: null,
  proofRequired: false,
  maxMatchable: null,
};
const order = (over: Record<string, unknown> = {}) => ({
  type: 'deposit' as const,
  id: 41,
  channel: 'bank',
  channelName: 'Bank transfer',
  amount: 100,
  fee: 0,
  credited: 100,
  status: 'pending' as const,
  reference: null,
  reason: null,
  payUrl: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  decidedAt: null,
  ...over,
});
const page = (content: ReturnType<typeof order>[]) =>
  ok<StubValue<'cashierOrders'>>({ content, pageNum: 1, totalPages: 1, total: content.length });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('deposit page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the channels, the receiving account to copy, and checks the amount before sending', async () => {
    const api = stubApi({
      cashierDepositChannels: ok({ channels: [bank, gateway], currencySymbol: '$' }),
      cashierOrders: page([]),
    });
    await renderSection(<DepositPage />);
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeTruthy();
    const account = screen.getByTestId('receiving-account');
    expect(within(account).getByText('4000 1234')).toBeTruthy();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(within(account).getByRole('button', { name: 'Copy Account number' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('4000 1234'));
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('The minimum is \u2066$10.00\u2069');
    expect(callsTo(api, 'cashierDeposit')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '500.00' }));
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload a picture of your transfer');
    expect(await screen.findByText('No deposits yet')).toBeTruthy();
  });

  it('sends amount, reference and proof, then shows the order in the history', async () => {
    let orders: ReturnType<typeof order>[] = [];
    const api = stubApi({
      cashierDepositChannels: ok({ channels: [bank], currencySymbol: '$' }),
      cashierOrders: () => page(orders),
      cashierDeposit: () => {
        orders = [order({ amount: 250, credited: 250, reference: 'TX-9' })];
        return ok({ order: orders[0] as ReturnType<typeof order>, payUrl: null, p2p: null });
      },
    });
    await renderSection(<DepositPage />);
    fireEvent.change(await screen.findByTestId('deposit-amount'), { target: { value: '250' } });
    fireEvent.change(screen.getByTestId('deposit-reference'), { target: { value: ' TX-9 ' } });
    fireEvent.change(screen.getByTestId('deposit-proof'), {
      target: { files: [new File([PNG], 'slip.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('img', { name: 'slip.png' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByRole('status')).textContent).toContain('Your deposit was submitted');
    const [sent] = sentTo(api, 'cashierDeposit');
    expect(sent).toMatchObject({ channel: 'bank', amount: 250, reference: 'TX-9' });
    expect(String(sent?.proof)).toMatch(/^data:image\/png;base64,/);
    const list = await screen.findByTestId('deposit-orders');
    await waitFor(() => expect(within(list).getByText('250.00')).toBeTruthy());
    expect(within(list).getByText('Pending')).toBeTruthy();
  });

  it('refuses a gif or a picture over 5 MB before sending', async () => {
    stubApi({ cashierDepositChannels: ok({ channels: [bank], currencySymbol: '$' }), cashierOrders: page([]) });
    await renderSection(<DepositPage />);
    fireEvent.change(await screen.findByTestId('deposit-proof'), {
      target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Only PNG or JPG pictures can be sent');
    expect(proofProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('cashier_error_proof_size');
  });

  it('opens the gateway pay page in a new window and lets the member cancel a pending order', async () => {
    const payWindow = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => payWindow),
    );
    let orders = [order({ id: 7, channel: 'testpay', channelName: 'Test gateway', payUrl: '/test-gateway/pay/tg_x' })];
    const api = stubApi({
      cashierDepositChannels: ok({ channels: [gateway], currencySymbol: '$' }),
      cashierOrders: () => page(orders),
      cashierDeposit: ok({ order: order({ id: 8 }), payUrl: '/test-gateway/pay/tg_y', p2p: null }),
      cashierDepositCancel: () => {
        orders = [order({ id: 7, status: 'cancelled' })];
        return ok(orders[0] as ReturnType<typeof order>);
      },
    });
    await renderSection(<DepositPage />);
    expect(screen.queryByTestId('receiving-account')).toBeNull();
    fireEvent.change(await screen.findByTestId('deposit-amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(payWindow.location.href).toBe('/test-gateway/pay/tg_y'));
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Open payment page' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(callsTo(api, 'cashierDepositCancel')).toBe(1));
    await waitFor(() => expect(within(screen.getByTestId('deposit-orders')).getByText('Cancelled')).toBeTruthy());
  });

  it('says the gateway payment is confirmed once it is, no longer that the page will update', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => ({ location: { href: '' }, close: vi.fn() })),
    );
    let status: 'pending' | 'approved' = 'pending';
    const paying = () =>
      order({ id: 8, channel: 'testpay', channelName: 'Test gateway', amount: 20, credited: 20, status });
    stubApi({
      cashierDepositChannels: ok({ channels: [gateway], currencySymbol: '$' }),
      cashierOrders: () =>
        page([order({ ...paying(), payUrl: status === 'pending' ? '/test-gateway/pay/tg_y' : null })]),
      cashierDeposit: () => ok({ order: paying(), payUrl: '/test-gateway/pay/tg_y', p2p: null }),
    });
    await renderSection(<DepositPage />);
    fireEvent.change(await screen.findByTestId('deposit-amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    const said = await screen.findByTestId('deposit-done');
    await waitFor(() => expect(said.textContent).toContain('updates when the payment is confirmed'));
    // The gateway confirms; the order list, asked again every few seconds while it is pending, sees it.
    status = 'approved';
    await waitFor(() => expect(screen.getByTestId('deposit-done').textContent).toContain('$20.00'), { timeout: 8000 });
    expect(screen.getByTestId('deposit-done').textContent).not.toContain('updates when');
    expect(screen.getByTestId('deposit-done').textContent).toMatch(/confirmed/i);
  }, 15_000);

  it('says nobody is withdrawing only before a P2P deposit is matched, never above "Matched"', async () => {
    const p2pChannel = { ...gateway, code: 'p2p', kind: 'p2p' as const, name: 'Pay a member', maxMatchable: 200 };
    let matched = false;
    stubApi({
      cashierDepositChannels: () =>
        ok({ channels: [{ ...p2pChannel, maxMatchable: matched ? null : 200 }], currencySymbol: '$' }),
      cashierOrders: page([]),
      p2pPayments: ok({ content: [], pageNum: 1, totalPages: 1, total: 0 }),
      cashierDeposit: () => {
        matched = true;
        return ok({
          order: order({ id: 9, channel: 'p2p', amount: 200, credited: 200 }),
          payUrl: null,
          p2p: {
            id: 5,
            role: 'payer' as const,
            amount: 200,
            credited: 0,
            state: 'awaiting_payment' as const,
            withdrawalId: 3,
            depositOrderId: 9,
            payBy: '2026-06-01T12:30:00.000Z',
            paidAt: null,
            payerReference: null,
            confirmation: null,
            payeeAmount: null,
            resolution: null,
            resolutionReason: null,
            createdAt: '2026-06-01T12:00:00.000Z',
            account: null,
          },
        });
      },
    });
    await renderSection(<DepositPage />);
    expect((await screen.findByTestId('p2p-explain')).textContent).toContain('$200.00');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-done')).textContent).toContain('Matched');
    // The channels are asked again after the match: the one withdrawal is now taken by this member.
    await waitFor(() => expect(screen.queryByTestId('p2p-explain')).toBeNull());
    expect(screen.getByTestId('deposit-page').textContent).not.toContain('Nobody is withdrawing');
  });

  it("shows the server's refusal through its translated code", async () => {
    stubApi({
      cashierDepositChannels: ok({ channels: [gateway], currencySymbol: '$' }),
      cashierOrders: page([]),
      cashierDeposit: fail(400, 'deposit_channel_closed', 'closed'),
    });
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    await renderSection(<DepositPage />);
    fireEvent.change(await screen.findByTestId('deposit-amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('This deposit channel is not open now');
  });

  it('reads amounts and fees as the server does', () => {
    expect(parseAmount('1,000.5')).toBe(1000.5);
    expect(parseAmount('1.234')).toBeNull();
    expect(amountProblem(bank, '')).toBe('cashier_error_amount');
    expect(amountProblem(bank, '50001')).toBe('cashier_error_max');
    expect(creditedFor({ ...bank, fee: { percent: 2, fixed: 1, payer: 'member' } }, 100)).toBe(97);
    expect(creditedFor(gateway, 100)).toBe(100);
  });
});
