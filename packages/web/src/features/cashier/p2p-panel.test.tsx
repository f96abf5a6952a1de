import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, ok, type StubValue, sentTo, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import { P2pPanel } from './p2p-panel';

type Payment = StubValue<'p2pPayments'>['content'][number];

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 31,
  role: 'payer',
  amount: 200,
  credited: 0,
  state: 'awaiting_payment',
  withdrawalId: 12,
  depositOrderId: 44,
  payBy: '2026-06-01T12:30:00.000Z',
  paidAt: null,
  payerReference: null,
  confirmation: null,
  payeeAmount: null,
  resolution: null,
  resolutionReason: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  account: null,
  ...over,
});
const list = (content: Payment[]) =>
  ok<StubValue<'p2pPayments'>>({ content, pageNum: 1, totalPages: 1, total: content.length });

describe('peer-to-peer panel (spec 4 withdrawal confirmation)', () => {
  it('shows the payer where to pay, asks for the reference, then says they paid', async () => {
    const account = {
      kind: 'bank' as const,
      provider: 'Vietcombank',
      holderName: 'Tran Thi B',
      number: '9704000211112222',
      branch: null,
    };
    const api = stubApi({
      p2pPayments: list([payment({ account })]),
      p2pPaid: (req) => ok(payment({ state: 'paid', payerReference: req.input.reference })),
    });
    await renderSection(<P2pPanel side="payer" currency="$" />);
    const form = await screen.findByTestId('p2p-pay-form');
    expect(within(form).getByTestId('receiving-account').textContent).toContain('9704000211112222');
    expect(form.textContent).toContain('Transfer exactly \u2066$200.00\u2069');
    fireEvent.click(within(form).getByTestId('p2p-paid'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the reference of your transfer');
    expect(callsTo(api, 'p2pPaid')).toBe(0);
    fireEvent.change(within(form).getByTestId('p2p-reference'), { target: { value: ' FT-1 ' } });
    fireEvent.click(within(form).getByTestId('p2p-paid'));
    await waitFor(() => expect(sentTo(api, 'p2pPaid')).toEqual([{ id: 31, reference: 'FT-1' }]));
  });

  it('lets the payee answer received, and asks what arrived for partly and a proof for not received', async () => {
    const paid = payment({ role: 'payee', state: 'paid', payerReference: 'FT-9', paidAt: '2026-06-01T12:05:00.000Z' });
    const api = stubApi({
      p2pPayments: list([paid]),
      p2pConfirm: (req) => ok(payment({ ...paid, state: req.input.result === 'received' ? 'received' : 'disputed' })),
    });
    await renderSection(<P2pPanel side="payee" currency="$" />);
    const card = await screen.findByTestId('p2p-confirm');
    expect(card.textContent).toContain('FT-9');
    fireEvent.click(within(card).getByTestId('p2p-partly'));
    fireEvent.change(within(card).getByTestId('p2p-partly-amount'), { target: { value: '200' } });
    fireEvent.click(within(card).getByTestId('p2p-send-answer'));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Enter the amount that arrived: more than 0 and less than the payment',
    );
    fireEvent.change(within(card).getByTestId('p2p-partly-amount'), { target: { value: '150' } });
    fireEvent.click(within(card).getByTestId('p2p-send-answer'));
    await waitFor(() => expect(sentTo(api, 'p2pConfirm')).toEqual([{ id: 31, result: 'partly', amount: 150 }]));
  });

  it('asks before the irreversible "Received", saying what arrived and that it cannot be undone', async () => {
    const paid = payment({ role: 'payee', state: 'paid', payerReference: 'FT-7', paidAt: '2026-06-01T12:05:00.000Z' });
    const api = stubApi({ p2pPayments: list([paid]), p2pConfirm: ok(payment({ ...paid, state: 'received' })) });
    await renderSection(<P2pPanel side="payee" currency="$" />);
    const card = await screen.findByTestId('p2p-confirm');
    fireEvent.click(within(card).getByTestId('p2p-received'));
    const ask = await within(card).findByTestId('p2p-received-confirm');
    expect(ask.textContent).toContain('$200.00');
    expect(ask.textContent).toContain('cannot be undone');
    expect(callsTo(api, 'p2pConfirm')).toBe(0);
    // Back leaves it unanswered.
    fireEvent.click(within(ask).getByRole('button', { name: 'Back' }));
    expect(within(card).queryByTestId('p2p-received-confirm')).toBeNull();
    expect(callsTo(api, 'p2pConfirm')).toBe(0);
    fireEvent.click(within(card).getByTestId('p2p-received'));
    fireEvent.click(await within(card).findByTestId('p2p-received-yes'));
    await waitFor(() => expect(sentTo(api, 'p2pConfirm')).toEqual([{ id: 31, result: 'received' }]));
  });

  it('refuses "not received" without a proof, and offers "all received" for several paid payments', async () => {
    const a = payment({ id: 1, role: 'payee', state: 'paid' });
    const b = payment({ id: 2, role: 'payee', state: 'paid' });
    const api = stubApi({
      p2pPayments: list([a, b, payment({ id: 3, role: 'payer' })]),
      p2pConfirmAll: ok({ payments: [] }),
    });
    await renderSection(<P2pPanel side="payee" currency="$" />);
    // Only the payee's own payments are listed here.
    await waitFor(() => expect(screen.getAllByTestId('p2p-payment')).toHaveLength(2));
    const first = screen.getAllByTestId('p2p-confirm')[0] as HTMLElement;
    fireEvent.click(within(first).getByTestId('p2p-not-received'));
    fireEvent.click(within(first).getByTestId('p2p-send-answer'));
    expect((await within(first).findByRole('alert')).textContent).toBe(
      'Please upload a proof (a picture of your bank statement)',
    );
    expect(callsTo(api, 'p2pConfirm')).toBe(0);
    fireEvent.click(screen.getByTestId('p2p-all-received'));
    // Irreversible: asked first, with what it means.
    const ask = await screen.findByTestId('p2p-all-received-confirm');
    expect(ask.textContent).toContain('cannot be undone');
    expect(callsTo(api, 'p2pConfirmAll')).toBe(0);
    fireEvent.click(within(ask).getByTestId('p2p-all-received-yes'));
    await waitFor(() => expect(sentTo(api, 'p2pConfirmAll')).toEqual([{ withdrawalId: 12 }]));
  });

  it('shows nothing when the member has no payment under way', async () => {
    stubApi({ p2pPayments: list([]) });
    const { container } = await renderSection(<P2pPanel side="payer" currency="$" />);
    await waitFor(() => expect(container.querySelector('[data-testid="p2p-payer"]')).toBeNull());
  });
});
