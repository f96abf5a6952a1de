import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { OperatorRole } from '@wl/contract/operator-capabilities';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { saveSession, setBrand } from '../../lib/session';
import { P2pPaymentsPage } from './p2p-page';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const payment = (over: Record<string, unknown> = {}) => ({
  id: 5,
  brand: 'aurora',
  state: 'disputed',
  amount: 100,
  credited: 40,
  withdrawalId: 12,
  depositOrderId: 34,
  payer: { memberId: 7, account: 'payer01' },
  payee: { memberId: 8, account: 'payee01' },
  payerReference: 'VCB-778',
  payerProof: true,
  confirmation: 'partly',
  payeeAmount: 40,
  payeeNote: 'only 40 came',
  payeeProof: false,
  resolution: null,
  resolutionReason: null,
  resolvedBy: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  payBy: '2026-06-01T12:30:00.000Z',
  paidAt: '2026-06-01T12:10:00.000Z',
  confirmedAt: '2026-06-01T12:20:00.000Z',
  resolvedAt: null,
  ...over,
});

type Answer = { status?: number; body: unknown };
const ok = (value: unknown): Answer => ({ body: { success: true, value } });

/** A stand-in server: `resolve` answers the resolve call; the list answers `rows`; proofs answer PNG. */
function serve(rows: unknown[], resolve: Answer = ok(payment({ state: 'received', credited: 100 }))) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const answer = url.includes('/cashier/p2p/resolve')
        ? resolve
        : url.includes('/cashier/p2p/proof')
          ? ok({ image: PNG })
          : ok({ content: rows, pageNum: 1, totalPages: 1, total: rows.length });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

const listCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/console/api/cashier/p2p?'));

function renderPage(role: OperatorRole = 'finance', path = '/cashier/p2p') {
  saveSession({
    token: 't',
    expiresAt: '2030-01-01T00:00:00Z',
    operator: {
      id: 1,
      account: `${role}01`,
      role,
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
        <MemoryRouter initialEntries={[path]}>
          <P2pPaymentsPage />
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

describe('P2P payments desk', () => {
  it("opens on the brand's disputed payments and shows both sides of each", async () => {
    const calls = serve([payment()]);
    renderPage();
    const table = await screen.findByRole('table');
    const url = new URL(listCalls(calls)[0]?.url ?? '', 'http://x');
    expect(url.searchParams.get('brand')).toBe('aurora');
    expect(url.searchParams.get('state')).toBe('disputed');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Disputed')).toBeTruthy();
    expect(within(row).getByText('payer01').getAttribute('href')).toBe('/members/7');
    expect(within(row).getByText('payee01').getAttribute('href')).toBe('/members/8');
    expect(within(row).getByText('VCB-778')).toBeTruthy();
    expect(within(row).getByText('Partly received: 40.00')).toBeTruthy();
    expect(within(row).getByText('“only 40 came”')).toBeTruthy();
    expect(within(row).getByText('credited 40.00')).toBeTruthy();
    expect(within(row).getByText('Withdrawal #12')).toBeTruthy();
    expect(within(row).getByText('Deposit #34')).toBeTruthy();
    // The pay-by time matters only while the payer still has to pay.
    expect(within(row).queryByText('Pay by')).toBeNull();
    expect(within(row).getByText('Answered')).toBeTruthy();
  });

  it('filters by state, "all" leaving the state out, and keeps it in the address', async () => {
    const calls = serve([payment({ state: 'awaiting_payment', confirmation: null, payeeNote: null })]);
    renderPage('finance', '/cashier/p2p?state=awaiting_payment');
    const table = await screen.findByRole('table');
    expect(new URL(listCalls(calls)[0]?.url ?? '', 'http://x').searchParams.get('state')).toBe('awaiting_payment');
    expect(within(table).getByText('Pay by')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Awaiting payment 1');
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await vi.waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(new URL(listCalls(calls)[1]?.url ?? '', 'http://x').searchParams.has('state')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Received (no answer)' }));
    await vi.waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    expect(new URL(listCalls(calls)[2]?.url ?? '', 'http://x').searchParams.get('state')).toBe('auto_received');
  });

  it("shows a side's proof in a dialog, and offers only the proofs there are", async () => {
    const calls = serve([payment()]);
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button', { name: "Payee's proof" })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: "Payer's proof" }));
    const dialog = await screen.findByRole('dialog', { name: "Payer's proof, payment #5" });
    const image = await within(dialog).findByRole('img');
    expect(image.getAttribute('src')).toBe(PNG);
    const proofCall = new URL(calls.find((c) => c.url.includes('/p2p/proof'))?.url ?? '', 'http://x');
    expect(Object.fromEntries(proofCall.searchParams)).toEqual({ id: '5', side: 'payer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: "Payer's proof, payment #5" })).toBeNull());
  });

  it('decides a dispute only with a reason', async () => {
    const calls = serve([payment()]);
    renderPage();
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Unpaid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide: unpaid' });
    expect(dialog.textContent).toContain('The rest, 60.00, goes back to payee01');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Unpaid' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please give a reason');
    expect(calls.some((c) => c.url.includes('/resolve'))).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' statement shows 40 only ' } });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Unpaid' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/cashier/p2p/resolve'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/resolve'))?.body).toEqual({
      id: 5,
      result: 'unpaid',
      reason: 'statement shows 40 only',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says that nothing paid means the whole slice returns and the payer's deposit is rejected", async () => {
    serve([payment({ credited: 0, confirmation: 'not_received', payeeAmount: null })]);
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Not received')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Unpaid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide: unpaid' });
    expect(dialog.textContent).toContain("The whole 100.00 goes back to payee01's withdrawal");
    expect(dialog.textContent).toContain("payer01's deposit is rejected");
  });

  it('says so when someone decided first (409) and reloads the list', async () => {
    const calls = serve([payment()], {
      status: 409,
      body: { success: false, code: 'p2p_state_conflict', message: 'moved on' },
    });
    renderPage();
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide: paid' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'bank confirmed' } });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Paid' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This payment has already moved on');
    await vi.waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  });

  it('hides the decisions from a role without cashier.decide, and on payments that are not disputed', async () => {
    serve([payment()]);
    renderPage('risk');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Disputed')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Paid' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Unpaid' })).toBeNull();
    // The proofs stay readable.
    expect(within(table).getByRole('button', { name: "Payer's proof" })).toBeTruthy();
  });

  it('offers no decision on a payment that has moved on, and shows who decided it', async () => {
    serve([
      payment({
        state: 'received',
        credited: 100,
        resolution: 'paid',
        resolutionReason: 'bank confirmed',
        resolvedBy: 'finance02',
        resolvedAt: '2026-06-01T13:00:00.000Z',
      }),
    ]);
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Decided paid by finance02')).toBeTruthy();
    expect(within(table).getByText('bank confirmed')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Paid' })).toBeNull();
  });
});
