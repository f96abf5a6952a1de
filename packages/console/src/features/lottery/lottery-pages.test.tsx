import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { OperatorRole } from '@wl/contract/operator-capabilities';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { saveSession, setBrand } from '../../lib/session';
import { LotteryBetsPage } from './lottery-bets-page';
import { LotteryExposurePage } from './lottery-exposure-page';
import { LotteryGamesPage } from './lottery-games-page';
import { drawOf, LotteryNumerosPage } from './lottery-numeros-page';

const game = (over: Record<string, unknown> = {}) => ({
  id: 1,
  brand: 'aurora',
  gameCode: 'DAILY_3D',
  name: 'Daily 3D',
  family: 'LF3D',
  prizeMode: 'LOTT',
  source: 'official',
  resultsFeed: 'manual',
  scheduleKind: 'daily',
  intervalMinutes: null,
  drawTime: '21:15',
  weekDays: null,
  timeZone: 'Asia/Shanghai',
  closeSeconds: 1800,
  resultDeadlineMinutes: 360,
  enabled: true,
  ...over,
});

const numero = (over: Record<string, unknown> = {}) => ({
  id: 9,
  gameCode: 'DAILY_3D',
  numero: '20260601',
  state: 'closed',
  openAt: '2026-05-31T13:15:00.000Z',
  closeAt: '2026-06-01T12:45:00.000Z',
  drawAt: '2026-06-01T13:15:00.000Z',
  deadlineAt: '2026-06-01T19:15:00.000Z',
  result: null,
  resultSource: null,
  seedHash: null,
  seed: null,
  drawnAt: null,
  cancelledAt: null,
  enteredResult: null,
  enteredBy: null,
  enteredAt: null,
  confirmedBy: null,
  bets: 4,
  stake: 28.5,
  // Closed and past its draw time, no result yet: the server says it waits for one.
  waiting: true,
  ...over,
});

type Answer = { status?: number; body: unknown };
const ok = (value: unknown): Answer => ({ body: { success: true, value } });

/** A stand-in server: each answer by the first path fragment the URL contains; every call is recorded. */
function serve(answers: Record<string, Answer>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const key = Object.keys(answers).find((k) => url.includes(k));
      const answer = key ? (answers[key] as Answer) : { status: 404, body: { success: false, code: 'not_found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

const paged = (rows: unknown[]) => ok({ content: rows, pageNum: 1, totalPages: 1, total: rows.length });
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

function renderPage(page: ReactNode, path: string, role: OperatorRole = 'owner', account = 'owner01') {
  saveSession({
    token: 't',
    expiresAt: '2030-01-01T00:00:00Z',
    operator: {
      id: 1,
      account,
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
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('lottery games', () => {
  it('lists the games with source and schedule, and switches one off', async () => {
    const calls = serve({
      '/lottery/games/update': ok(game({ enabled: false })),
      '/lottery/games': ok({
        games: [
          game(),
          game({
            id: 2,
            gameCode: 'SSC_1',
            name: 'SSC 1',
            family: 'SSC',
            source: 'in_house',
            resultsFeed: null,
            scheduleKind: 'interval',
            intervalMinutes: 1,
            drawTime: '00:00',
            timeZone: 'UTC',
            closeSeconds: 10,
          }),
        ],
      }),
    });
    renderPage(<LotteryGamesPage />, '/lottery/games');
    const table = await screen.findByRole('table');
    const [, daily, ssc] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(daily as HTMLElement).getByText('Official, entered by operators')).toBeTruthy();
    expect(within(daily as HTMLElement).getByText('Daily at 21:15 (Asia/Shanghai)')).toBeTruthy();
    expect(within(ssc as HTMLElement).getByText('Every 1 min (UTC)')).toBeTruthy();
    expect(within(ssc as HTMLElement).getByText('In-house draw')).toBeTruthy();
    fireEvent.click(within(daily as HTMLElement).getByRole('button', { name: 'Switch off' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/lottery/games/update'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/games/update'))?.body).toEqual({
      brand: 'aurora',
      game: 'DAILY_3D',
      enabled: false,
    });
  });

  it('changes close seconds, and shows the refusal', async () => {
    const calls = serve({
      '/lottery/games/update': {
        status: 400,
        body: { success: false, code: 'invalid_input', message: 'bad', details: [] },
      },
      '/lottery/games': ok({ games: [game()] }),
    });
    renderPage(<LotteryGamesPage />, '/lottery/games');
    const input = await screen.findByLabelText('Close seconds of DAILY_3D');
    fireEvent.change(input, { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/games/update'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/games/update'))?.body).toEqual({
      brand: 'aurora',
      game: 'DAILY_3D',
      closeSeconds: 600,
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('shows a read-only role the games without the switches', async () => {
    serve({ '/lottery/games': ok({ games: [game()] }) });
    renderPage(<LotteryGamesPage />, '/lottery/games', 'risk', 'risk01');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('On')).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('spinbutton')).toBeNull();
  });
});

describe('lottery numeros', () => {
  it('reads a draw as typed, spaces or commas', () => {
    expect(drawOf(' 1, 2  3 ')).toEqual(['1', '2', '3']);
  });

  it("lists a game's numeros by state and enters a result", async () => {
    const calls = serve({
      '/lottery/numeros/enter': ok(numero({ enteredResult: ['1', '2', '3'], enteredBy: 'owner01' })),
      '/lottery/numeros': paged([numero()]),
      '/lottery/games': ok({ games: [game()] }),
    });
    renderPage(<LotteryNumerosPage />, '/lottery/numeros?game=DAILY_3D&state=closed');
    const table = await screen.findByRole('table');
    expect(query(calls.find((c) => c.url.includes('/lottery/numeros?'))?.url)).toEqual({
      brand: 'aurora',
      game: 'DAILY_3D',
      pageNo: '1',
      pageSize: '20',
      state: 'closed',
    });
    // Nobody entered a result yet: nothing to confirm.
    expect(within(table).queryByRole('button', { name: 'Confirm result' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Enter result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result of 20260601' });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Enter result' }));
    expect(within(dialog).getByRole('alert').textContent).toBe("Enter the draw's numbers.");
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '1 2 3' } });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Enter result' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/numeros/enter'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/numeros/enter'))?.body).toEqual({
      brand: 'aurora',
      game: 'DAILY_3D',
      numero: '20260601',
      draw: ['1', '2', '3'],
    });
  });

  it('offers the confirmation to another operator than the one who entered, and shows a refusal', async () => {
    const entered = numero({ enteredResult: ['1', '2', '3'], enteredBy: 'admin07' });
    const calls = serve({
      '/lottery/numeros/confirm': {
        status: 400,
        body: { success: false, code: 'invalid_input', message: 'differs', details: [] },
      },
      '/lottery/numeros': paged([entered]),
      '/lottery/games': ok({ games: [game()] }),
    });
    renderPage(<LotteryNumerosPage />, '/lottery/numeros');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('1 2 3, entered by admin07: waiting for a second operator')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Confirm result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the result of 20260601' });
    expect(dialog.textContent).toContain('admin07 entered a result for DAILY_3D 20260601');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '1,2,4' } });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Confirm result' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/numeros/confirm'))?.body).toMatchObject({ draw: ['1', '2', '4'] });
  });

  it('hides the confirmation from the operator who entered the result', async () => {
    serve({
      '/lottery/numeros': paged([numero({ enteredResult: ['1', '2', '3'], enteredBy: 'owner01' })]),
      '/lottery/games': ok({ games: [game()] }),
    });
    renderPage(<LotteryNumerosPage />, '/lottery/numeros');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Enter result' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Confirm result' })).toBeNull();
  });

  it('cancels a numero only with a reason, saying how many bets are refunded', async () => {
    const calls = serve({
      '/lottery/numeros/cancel': ok({ ...numero({ state: 'cancelled' }), refunded: { bets: 4, amount: 28.5 } }),
      '/lottery/numeros': paged([numero()]),
      '/lottery/games': ok({ games: [game()] }),
    });
    renderPage(<LotteryNumerosPage />, '/lottery/numeros');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel draw 20260601' });
    expect(dialog.textContent).toContain('its 4 bets (28.50) refunded');
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give a reason');
    expect(calls.some((c) => c.url.includes('/cancel'))).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' draw postponed ' } });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/numeros/cancel'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/numeros/cancel'))?.body).toEqual({
      brand: 'aurora',
      game: 'DAILY_3D',
      numero: '20260601',
      reason: 'draw postponed',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts the draws waiting for a result first, as the server lists them, marked and counted', async () => {
    serve({
      '/lottery/numeros': ok({
        content: [
          numero({ id: 11, numero: '20260530' }),
          numero({ id: 12, numero: '20260531', enteredResult: ['1', '2', '3'], enteredBy: 'admin07' }),
          numero({ id: 13, numero: '20260603', state: 'upcoming', drawAt: '2099-06-03T13:15:00.000Z', waiting: false }),
          numero({ id: 14, numero: '20260529', state: 'drawn', result: ['7', '8', '9'], waiting: false }),
        ],
        pageNum: 1,
        totalPages: 1,
        total: 4,
        waiting: 2,
      }),
      '/lottery/games': ok({ games: [game()] }),
    });
    renderPage(<LotteryNumerosPage />, '/lottery/numeros');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('status').textContent).toBe(
      'Draws waiting for a result (past their draw time): 2. They are listed first, the longest waiting first.',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) => [
        within(r).getAllByRole('cell')[0]?.textContent,
        r.textContent?.includes('Waiting for a result'),
      ]),
    ).toEqual([
      ['20260530', true],
      ['20260531', true],
      ['20260603', false],
      ['20260529', false],
    ]);
    // Only a waiting draw takes a result: not the upcoming one, whatever the browser's clock says.
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Enter result' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Confirm result' })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: 'Enter result' })).toBeNull();
  });

  it('shows a drawn numero its result and seed, with no action, and a read-only role no action at all', async () => {
    serve({
      '/lottery/numeros': paged([
        numero({ state: 'drawn', result: ['4', '5', '6'], seed: 'abc', seedHash: 'f00d', waiting: false }),
        numero({ id: 10, numero: '20260602' }),
      ]),
      '/lottery/games': ok({ games: [game()] }),
    });
    renderPage(<LotteryNumerosPage />, '/lottery/numeros', 'risk', 'risk01');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('4 5 6')).toBeTruthy();
    expect(within(table).getByText('Seed abc')).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('keeps a long seed and hash whole in the page, each on one cut line with the whole value as its title', async () => {
    const seed = 'a'.repeat(64);
    const hash = '0123456789abcdef'.repeat(4);
    serve({
      '/lottery/numeros': paged([numero({ state: 'drawn', result: ['4', '5', '6'], seed, seedHash: hash })]),
      '/lottery/games': ok({ games: [game()] }),
    });
    renderPage(<LotteryNumerosPage />, '/lottery/numeros', 'risk', 'risk01');
    const table = await screen.findByRole('table');
    for (const text of [`Seed ${seed}`, `Hash ${hash}`]) {
      const value = within(table).getByText(text);
      expect(value.getAttribute('title')).toBe(text);
      // The class that cuts it to one line with an ellipsis (styles/tables.css), so the table fits at 1280 px.
      expect(value.classList.contains('long-value')).toBe(true);
    }
  });
});

describe('lottery result corrections', () => {
  const correction = (over: Record<string, unknown> = {}) => ({
    id: 3,
    state: 'proposed',
    oldDraw: ['4', '5', '6'],
    newDraw: ['4', '5', '7'],
    reason: 'provider errata',
    proposedBy: 'admin07',
    proposedAt: '2026-06-01T14:00:00.000Z',
    confirmedBy: null,
    confirmedAt: null,
    withdrawnAt: null,
    betsChanged: 0,
    paidMore: 0,
    takenBack: 0,
    unrecovered: 0,
    ...over,
  });
  const drawn = numero({ state: 'drawn', result: ['4', '5', '6'], resultSource: 'operators' });

  it('proposes a correction of a drawn official result only with a draw and a reason', async () => {
    const calls = serve({
      '/lottery/corrections/propose': ok(correction({ proposedBy: 'owner01' })),
      '/lottery/corrections': ok({ corrections: [] }),
      '/lottery/numeros': paged([drawn]),
      '/lottery/games': ok({ games: [game()] }),
    });
    renderPage(<LotteryNumerosPage />, '/lottery/numeros');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Correct result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result of DAILY_3D 20260601' });
    expect(dialog.textContent).toContain('Current result: 4 5 6.');
    expect(await within(dialog).findByText('This draw has no corrections.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Corrected draw/ }), { target: { value: '4 5 7' } });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Propose correction' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give a reason');
    expect(calls.some((c) => c.url.includes('/corrections/propose'))).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'provider errata' },
    });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Propose correction' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/corrections/propose'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/corrections/propose'))?.body).toEqual({
      brand: 'aurora',
      game: 'DAILY_3D',
      numero: '20260601',
      draw: ['4', '5', '7'],
      reason: 'provider errata',
    });
  });

  it("offers another operator's proposal for confirmation, and shows a confirmed one's operators and totals", async () => {
    const calls = serve({
      '/lottery/corrections/confirm': ok(correction({ state: 'confirmed', confirmedBy: 'owner01' })),
      '/lottery/corrections': ok({
        corrections: [
          correction(),
          correction({
            id: 2,
            state: 'confirmed',
            oldDraw: ['1', '2', '3'],
            newDraw: ['4', '5', '6'],
            confirmedBy: 'owner02',
            confirmedAt: '2026-06-01T14:05:00.000Z',
            betsChanged: 3,
            paidMore: 195,
            takenBack: 205,
            unrecovered: 185,
          }),
        ],
      }),
      '/lottery/numeros': paged([drawn]),
      '/lottery/games': ok({ games: [game()] }),
    });
    renderPage(<LotteryNumerosPage />, '/lottery/numeros');
    fireEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Correct result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result of DAILY_3D 20260601' });
    expect(await within(dialog).findByText('Waiting for confirmation')).toBeTruthy();
    expect(dialog.textContent).toContain('3 bets changed: paid 195.00 more, took back 205.00, unrecovered 185.00.');
    expect(dialog.textContent).toContain('confirmed by owner02');
    expect(within(dialog).queryByRole('button', { name: 'Withdraw proposal' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /^Reason/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /admin07 proposed a correction/ }), {
      target: { value: '4,5,7' },
    });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Confirm correction' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/corrections/confirm'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/corrections/confirm'))?.body).toEqual({
      brand: 'aurora',
      game: 'DAILY_3D',
      numero: '20260601',
      draw: ['4', '5', '7'],
    });
  });

  it('lets the proposer withdraw, not confirm, their own proposal', async () => {
    const calls = serve({
      '/lottery/corrections/withdraw': ok(correction({ state: 'withdrawn', proposedBy: 'owner01' })),
      '/lottery/corrections': ok({ corrections: [correction({ proposedBy: 'owner01' })] }),
      '/lottery/numeros': paged([drawn]),
      '/lottery/games': ok({ games: [game()] }),
    });
    renderPage(<LotteryNumerosPage />, '/lottery/numeros');
    fireEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Correct result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result of DAILY_3D 20260601' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Withdraw proposal' }));
    expect(within(dialog).queryByRole('button', { name: 'Confirm correction' })).toBeNull();
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/corrections/withdraw'))).toBe(true));
  });
});

describe('lottery exposure', () => {
  it("shows the open numero's stake and worst-case payout by play and selection", async () => {
    const calls = serve({
      '/lottery/exposure': ok({
        numero: numero({ gameCode: 'SSC_1', numero: '20260601-1201', state: 'open' }),
        bets: 3,
        stake: 5,
        worstPayout: 97_890,
        lines: [
          {
            playCode: 'SSC_5_DIRECT',
            selection: [['9'], ['9'], ['9'], ['9'], ['9']],
            bets: 1,
            stake: 1,
            worstPayout: 97_500,
          },
          { playCode: 'SSC_L2_DIRECT', selection: [['1'], ['2']], bets: 2, stake: 4, worstPayout: 390 },
        ],
      }),
      '/lottery/numeros': paged([numero({ gameCode: 'SSC_1', numero: '20260601-1201', state: 'open' })]),
      '/lottery/games': ok({ games: [game({ gameCode: 'SSC_1', name: 'SSC 1' })] }),
    });
    renderPage(<LotteryExposurePage />, '/lottery/exposure');
    const table = await screen.findByRole('table');
    expect(query(calls.find((c) => c.url.includes('/lottery/numeros?'))?.url)).toMatchObject({ state: 'open' });
    expect(query(calls.find((c) => c.url.includes('/lottery/exposure?'))?.url)).toEqual({
      brand: 'aurora',
      game: 'SSC_1',
      numero: '20260601-1201',
    });
    expect(screen.getByText(/3 open bets, stake 5\.00, worst-case payout 97,890\.00/)).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('9 | 9 | 9 | 9 | 9')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('97,500.00')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('390.00')).toBeTruthy();
  });
});

describe('lottery bets', () => {
  it('searches by account, game, numero and status, the filters in the call', async () => {
    const calls = serve({
      '/lottery/bets': paged([
        {
          id: 77,
          memberId: 5,
          account: 'demo01',
          gameCode: 'SSC_1',
          numero: '20260601-1201',
          playCode: 'SSC_L2_DIRECT',
          selection: [['1'], ['2']],
          units: 1,
          unitStake: 2,
          multiple: 1,
          stake: 2,
          odds: 97.5,
          series: 1950,
          status: 'won',
          payout: 195,
          chaseId: null,
          placedAt: '2026-06-01T12:00:10.000Z',
          settledAt: '2026-06-01T12:01:05.000Z',
        },
      ]),
      '/lottery/games': ok({ games: [game({ gameCode: 'SSC_1', name: 'SSC 1' })] }),
    });
    renderPage(<LotteryBetsPage />, '/lottery/bets?status=won');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('demo01').getAttribute('href')).toBe('/members/5');
    expect(within(table).getByText('Won')).toBeTruthy();
    expect(within(table).getByText('195.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: ' demo01 ' } });
    fireEvent.change(screen.getByLabelText('Draw'), { target: { value: '20260601-1201' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Lottery filters' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.url.includes('/lottery/bets?'))).toHaveLength(2));
    const last = calls.filter((c) => c.url.includes('/lottery/bets?')).at(-1);
    expect(query(last?.url)).toEqual({
      brand: 'aurora',
      pageNo: '1',
      pageSize: '20',
      account: 'demo01',
      numero: '20260601-1201',
      status: 'won',
    });
  });
});
