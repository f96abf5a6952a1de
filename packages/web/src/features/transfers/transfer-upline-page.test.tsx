import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberTransfer } from '@wl/contract/routes/transfers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CallOutput, setEncryptionKey } from '../../lib/api-client';
import { callsTo, fail, ok, sentTo, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import { statusFixture } from '../../test/status-fixture';
import TransferUplinePage from './transfer-upline-page';

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

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

const info = (over: Partial<CallOutput<'transferInfo'>> = {}) =>
  ok<CallOutput<'transferInfo'>>({
    upline: { account: 'agent01', nickname: 'Boss' },
    isAgent: false,
    limits: { min: 10, max: 5000, daily: 8000 },
    sentToday: 0,
    balance: 500,
    currencySymbol: '$',
    ...over,
  });

const record = (over: Partial<MemberTransfer>): MemberTransfer => ({
  id: 1,
  direction: 'upline',
  outgoing: true,
  counterparty: 'agent01',
  amount: 50,
  createdAt: '2026-06-01T10:00:00Z',
  ...over,
});

const list = (content: MemberTransfer[]) =>
  ok<CallOutput<'memberTransfers'>>({ content, pageNum: 1, totalPages: 1, total: content.length });

/** The message tied to a field (its error, else its hint), as assistive technology reads it. */
const noteOf = (testId: string) =>
  document.getElementById(screen.getByTestId(testId).getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('transfer page (spec 2 "transferUpline")', () => {
  beforeEach(() => setEncryptionKey(statusFixture().info.publicKey));
  afterEach(() => vi.unstubAllGlobals());

  it('names the upline, checks the limits before sending, and shows the result and the record', async () => {
    let records: MemberTransfer[] = [];
    const api = stubApi({
      transferInfo: info(),
      memberTransfers: () => list(records),
      transferUpline: () => {
        records = [record({ amount: 120 })];
        return ok({ transfer: record({ amount: 120 }), balance: 380 });
      },
    });
    await renderSection(<TransferUplinePage />);
    expect((await screen.findByTestId('tu-upline')).textContent).toBe('Boss (agent01)');
    expect(screen.queryByTestId('tu-tab-downline')).toBeNull();
    expect(await screen.findByText('No transfers yet')).toBeTruthy();

    type('tu-amount', '5');
    type('tu-password', '123456');
    fireEvent.click(screen.getByTestId('tu-submit'));
    await waitFor(() => expect(noteOf('tu-amount')).toBe('The amount is below the minimum transfer'));
    type('tu-amount', '120');
    type('tu-password', '');
    fireEvent.click(screen.getByTestId('tu-submit'));
    await waitFor(() => expect(noteOf('tu-password')).toBe('Enter your payment password'));
    expect(noteOf('tu-amount')).toBe('From $ 10.00 to $ 5,000.00 per transfer');
    expect(callsTo(api, 'transferUpline')).toBe(0);

    type('tu-password', '123456');
    fireEvent.click(screen.getByTestId('tu-submit'));
    expect((await screen.findByTestId('tu-done')).textContent).toBe('$ 120.00 sent to agent01');
    await waitFor(() => expect(screen.getAllByTestId('tu-record')).toHaveLength(1));
    expect(screen.getByTestId('tu-record').textContent).toContain('Sent to agent01');
    expect(callsTo(api, 'transferUpline')).toBe(1);
  });

  it('lists the transfers of the last 30 days, and of the days typed (spec 9 presets, year-month-day)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T12:00:00Z'));
    try {
      const api = stubApi({ transferInfo: info(), memberTransfers: list([record({ amount: 120 })]) });
      await renderSection(<TransferUplinePage />);
      expect((await screen.findByTestId('tu-record')).textContent).toContain('-$ 120.00');
      expect(sentTo(api, 'memberTransfers')[0]).toMatchObject({ from: '2026-05-12', to: '2026-06-10' });
      type('date-range-from', '2026-06-01');
      await waitFor(() =>
        expect(sentTo(api, 'memberTransfers').at(-1)).toMatchObject({ from: '2026-06-01', to: '2026-06-10' }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server refusal in the member language', async () => {
    stubApi({
      transferInfo: info(),
      memberTransfers: list([]),
      transferUpline: fail(400, 'payment_password_incorrect', 'The payment password is not correct'),
    });
    await renderSection(<TransferUplinePage />);
    await screen.findByTestId('tu-amount');
    type('tu-amount', '20');
    type('tu-password', '000000');
    fireEvent.click(screen.getByTestId('tu-submit'));
    expect((await screen.findByTestId('tu-error')).textContent).toBe('The payment password is not correct');
  });

  it('says so when there is no upline', async () => {
    stubApi({ transferInfo: info({ upline: null }), memberTransfers: list([]) });
    await renderSection(<TransferUplinePage />);
    expect((await screen.findByTestId('tu-no-upline')).textContent).toBe('You have no upline to transfer to');
  });

  it('gives agents a second tab to send to a downline by account', async () => {
    const api = stubApi({
      transferInfo: info({ isAgent: true }),
      memberTransfers: list([record({ id: 2, outgoing: false, counterparty: 'player9', direction: 'downline' })]),
      transferDownline: ok({
        transfer: record({ id: 3, direction: 'downline', counterparty: 'player7', amount: 30 }),
        balance: 470,
      }),
    });
    await renderSection(<TransferUplinePage />);
    expect((await screen.findByTestId('tu-record')).textContent).toContain('Received from player9');
    fireEvent.click(screen.getByTestId('tu-tab-downline'));
    type('tu-amount', '30');
    type('tu-password', '123456');
    fireEvent.click(screen.getByTestId('tu-submit'));
    await waitFor(() => expect(noteOf('tu-downline')).toBe("Enter the downline's account"));
    type('tu-downline', 'player7');
    fireEvent.click(screen.getByTestId('tu-submit'));
    expect((await screen.findByTestId('tu-done')).textContent).toBe('$ 30.00 sent to player7');
    expect(callsTo(api, 'transferDownline')).toBe(1);
  });
});
