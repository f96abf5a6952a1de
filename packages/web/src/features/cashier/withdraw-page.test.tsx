import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setEncryptionKey } from '../../lib/api-client';
import { callsTo, fail, ok, type StubValue, sentTo, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import { statusFixture } from '../../test/status-fixture';
import WithdrawPage from './withdraw-page';
import { withdrawAmountProblem, withdrawFee } from './withdraw-rules';

// jsdom's WebCrypto cannot run jose; the encryption itself is tested in lib/api-client-encryption.test.ts.
vi.mock('jose', () => ({
  importJWK: async () => ({}),
  CompactEncrypt: class {
    setProtectedHeader() {
      return this;
    }
    async encrypt() {
      return 'h.k.iv.c.t';
    }
  },
}));

const info = (over: Partial<StubValue<'cashierWithdrawInfo'>> = {}): StubValue<'cashierWithdrawInfo'> => ({
  currencySymbol: '$',
  balance: 800,
  withdrawable: 800,
  limits: { minAmount: 100, maxAmount: 50_000, dailyCount: 5, dailyAmount: 200_000 },
  fee: { percent: 1, fixed: 2 },
  today: { count: 1, amount: 100 },
  turnover: { required: 0, wagered: 0, remaining: 0 },
  accounts: [
    {
      id: 7,
      kind: 'bank',
      provider: 'Vietcombank',
      holderName: 'Tran Thi B',
      maskedNumber: '**** 2222',
      branch: null,
      createdAt: '2026-06-01T12:00:00.000Z',
    },
  ],
  paymentPasswordSet: true,
  ...over,
});
const order = (over: Record<string, unknown> = {}) => ({
  type: 'withdrawal' as const,
  id: 51,
  channel: 'bank',
  channelName: 'Vietcombank',
  amount: 300,
  fee: 5,
  credited: 295,
  status: 'processing' as const,
  reference: '**** 2222',
  reason: null,
  payUrl: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  decidedAt: null,
  ...over,
});
const page = (content: ReturnType<typeof order>[]) =>
  ok<StubValue<'cashierOrders'>>({ content, pageNum: 1, totalPages: 1, total: content.length });

describe('withdraw page', () => {
  beforeEach(() => setEncryptionKey(statusFixture().info.publicKey));

  it('shows the figures, the fee and net as typed, checks the amount, and confirms before sending', async () => {
    const api = stubApi({ cashierWithdrawInfo: ok(info()), cashierOrders: page([]), checkPaymentPassword: ok(null) });
    await renderSection(<WithdrawPage />);
    const summary = await screen.findByTestId('withdraw-summary');
    expect(summary.textContent).toContain('1 of 5 withdrawals');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '300' } });
    expect(screen.getByTestId('withdraw-net').textContent).toBe(
      'Fee \u2066$5.00\u2069, you receive \u2066$295.00\u2069',
    );
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '900' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('The amount is above your withdrawable balance');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your payment password');
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-confirm')).textContent).toContain('Vietcombank **** 2222');
    expect(callsTo(api, 'cashierWithdraw')).toBe(0);
  });

  it('checks the payment password where it is typed, saying the tries left, before any confirm step', async () => {
    let right = false;
    const api = stubApi({
      cashierWithdrawInfo: ok(info()),
      cashierOrders: page([]),
      checkPaymentPassword: () =>
        right
          ? ok(null)
          : fail(400, 'payment_password_incorrect', 'The payment password is not correct', {
              value: { attemptsLeft: 3 },
            }),
    });
    await renderSection(<WithdrawPage />);
    fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: '300' } });
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    const said = await screen.findByTestId('withdraw-password-error');
    expect(said.textContent).toContain('not correct');
    expect(said.textContent).toContain('3');
    expect(screen.getByTestId('withdraw-password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    right = true;
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: '123456' } });
    expect(screen.queryByTestId('withdraw-password-error')).toBeNull();
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-confirm')).toBeTruthy();
    expect(callsTo(api, 'checkPaymentPassword')).toBe(2);
    expect(callsTo(api, 'cashierWithdraw')).toBe(0);
  });

  it('explains the turnover still required, with a link to the games, and keeps the form shut', async () => {
    stubApi({
      cashierWithdrawInfo: ok(info({ withdrawable: 0, turnover: { required: 500, wagered: 200, remaining: 300 } })),
      cashierOrders: page([]),
    });
    await renderSection(<WithdrawPage />);
    const note = await screen.findByTestId('withdraw-turnover');
    expect(note.textContent).toContain('Turnover still required: \u2066$300.00\u2069');
    expect(screen.getByRole('link', { name: 'Play games' }).getAttribute('href')).toBe('/');
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the member to the security centre when the payment password or an account is missing', async () => {
    stubApi({ cashierWithdrawInfo: ok(info({ paymentPasswordSet: false })), cashierOrders: page([]) });
    await renderSection(<WithdrawPage />);
    expect((await screen.findByTestId('withdraw-missing')).textContent).toContain('Set a payment password');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('lists the withdrawals and cancels a processing one after a confirm', async () => {
    const api = stubApi({
      cashierWithdrawInfo: ok(info()),
      cashierOrders: page([order(), order({ id: 50, status: 'rejected', reason: 'card not verified' })]),
      cashierWithdrawCancel: ok(order({ status: 'cancelled' })),
    });
    await renderSection(<WithdrawPage />);
    expect(await screen.findByText('card not verified')).toBeTruthy();
    fireEvent.click(screen.getByTestId('withdraw-cancel'));
    expect(callsTo(api, 'cashierWithdrawCancel')).toBe(0);
    fireEvent.click(screen.getByTestId('withdraw-cancel-yes'));
    await waitFor(() => expect(sentTo(api, 'cashierWithdrawCancel')).toEqual([{ orderId: 51 }]));
  });
});

describe('withdraw rules', () => {
  it('works the fee out as the server does and checks limits in order', () => {
    expect(withdrawFee(info(), 300)).toBe(5);
    expect(withdrawFee(info({ fee: { percent: 0, fixed: 0 } }), 300)).toBe(0);
    expect(withdrawAmountProblem(info(), 'abc')).toBe('cashier_error_amount');
    expect(withdrawAmountProblem(info(), '99')).toBe('cashier_error_min');
    expect(withdrawAmountProblem(info({ today: { count: 5, amount: 0 } }), '100')).toBe(
      'withdrawal_daily_count_reached',
    );
    expect(withdrawAmountProblem(info(), '100')).toBeNull();
  });
});
