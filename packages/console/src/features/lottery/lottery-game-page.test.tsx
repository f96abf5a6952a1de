import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { OperatorRole } from '@wl/contract/operator-capabilities';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { saveSession, setBrand } from '../../lib/session';
import { LotteryGamePage } from './lottery-game-page';
import { LotterySettlementsPage } from './lottery-settlements-page';

/** The lottery desk's game page (limits, odds tables) and settlement page against a stand-in server. */
const SEA = {
  id: 7,
  brand: 'aurora',
  gameCode: 'SEA_4D',
  name: 'SEA 4D',
  family: 'SEA4D',
  prizeMode: 'SEA',
  source: 'official',
  resultsFeed: 'manual',
  scheduleKind: 'weekly',
  intervalMinutes: null,
  drawTime: '19:00',
  weekDays: [0, 3, 6],
  timeZone: 'Asia/Kuala_Lumpur',
  closeSeconds: 1800,
  resultDeadlineMinutes: 360,
  enabled: true,
};
const DEFAULTS = {
  unitStakeMin: 0.01,
  unitStakeMax: 1000,
  unitsMax: 100000,
  numeroStakeMax: 100000,
  numeroPayoutMax: 5000000,
};
const NONE = { unitStakeMin: null, unitStakeMax: null, unitsMax: null, numeroStakeMax: null, numeroPayoutMax: null };
const LIMITS = {
  gameCode: 'SEA_4D',
  family: 'SEA4D',
  playCodes: ['SEA4D_BIG', 'SEA4D_SMALL'],
  defaults: DEFAULTS,
  rows: [{ playCode: '*', set: { ...NONE, unitStakeMax: 50 }, effective: { ...DEFAULTS, unitStakeMax: 50 } }],
};
const BIG = { first: 25_000_000, second: 10_000_000, third: 5_000_000, special: 1_800_000, consolation: 600_000 };
const TABLES = {
  gameCode: 'SEA_4D',
  family: 'SEA4D',
  tables: [
    {
      playCode: 'SEA4D_BIG',
      keys: ['first', 'second', 'third', 'special', 'consolation'],
      odds4: BIG,
      defaults: BIG,
      custom: false,
      updatedBy: null,
      updatedAt: null,
    },
  ],
};

type Answer = { status?: number; body: unknown };
const ok = (value: unknown): Answer => ({ body: { success: true, value } });

/** A stand-in server: each answer by the longest path fragment the URL contains; every call is recorded. */
function serve(answers: Record<string, Answer>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const key = Object.keys(answers)
        .filter((k) => url.includes(k))
        .sort((a, b) => b.length - a.length)[0];
      const answer = key ? (answers[key] as Answer) : { status: 404, body: { success: false, code: 'not_found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

function renderAt(page: ReactNode, route: string, path: string, role: OperatorRole = 'owner') {
  saveSession({
    token: 't',
    expiresAt: '2030-01-01T00:00:00Z',
    operator: {
      id: 1,
      account: 'owner01',
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
          <Routes>
            <Route path={route} element={page} />
          </Routes>
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

const gamePage = (role: OperatorRole = 'owner') =>
  renderAt(<LotteryGamePage />, '/lottery/games/:gameCode', '/lottery/games/SEA_4D', role);

describe('a lottery game page', () => {
  it('changes the schedule after a confirm and says which draw keeps its own time', async () => {
    const calls = serve({
      '/lottery/games': ok({ games: [SEA] }),
      '/lottery/schedule/set': ok({
        game: { ...SEA, scheduleKind: 'interval', intervalMinutes: 2, weekDays: null },
        removed: 4,
        created: 60,
        kept: [
          {
            numero: '20260603',
            state: 'open',
            closeAt: '2026-06-03T10:30:00Z',
            drawAt: '2026-06-03T11:00:00Z',
            onGrid: false,
          },
        ],
        clashes: [],
      }),
      '/lottery/limits': ok(LIMITS),
      '/lottery/odds-tables': ok(TABLES),
    });
    gamePage();
    const schedule = await screen.findByRole('region', { name: 'Schedule' });
    fireEvent.change(within(schedule).getByRole('combobox', { name: 'Draws' }), { target: { value: 'interval' } });
    const minutes = within(schedule).getByRole('spinbutton', { name: 'Minutes between draws' });
    fireEvent.change(minutes, { target: { value: '0' } });
    expect(within(schedule).getByText('Minutes between draws: a whole number from 1 to 1440.')).toBeTruthy();
    expect((within(schedule).getByRole('button', { name: 'Change schedule' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(minutes, { target: { value: '2' } });
    fireEvent.click(within(schedule).getByRole('button', { name: 'Change schedule' }));
    const dialog = await screen.findByRole('dialog', { name: "Change this game's schedule?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change schedule' }));
    expect(await screen.findByText('Schedule changed: 4 upcoming draws replaced, 60 new draws created.')).toBeTruthy();
    expect(screen.getByText(/Draw 20260603 \(Open\) keeps its own time/)).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/schedule/set'))?.body).toEqual({
      brand: 'aurora',
      game: 'SEA_4D',
      scheduleKind: 'interval',
      intervalMinutes: 2,
      drawTime: '19:00',
      weekDays: null,
      timeZone: 'Asia/Kuala_Lumpur',
      resultDeadlineMinutes: 360,
    });
  });

  it('switches the results feed to http and shows the new key once, in a dialog', async () => {
    const KEY = 'a'.repeat(64);
    const calls = serve({
      '/lottery/games': ok({ games: [SEA] }),
      '/lottery/feed/set': ok({ game: { ...SEA, resultsFeed: 'http' }, feedKey: KEY }),
      '/lottery/limits': ok(LIMITS),
      '/lottery/odds-tables': ok(TABLES),
    });
    gamePage();
    const feed = await screen.findByRole('region', { name: 'Results feed' });
    fireEvent.change(within(feed).getByRole('combobox', { name: 'Results feed' }), { target: { value: 'http' } });
    fireEvent.click(within(feed).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the results feed?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    const shown = await screen.findByRole('dialog', { name: 'The feed key' });
    expect(within(shown).getByText(KEY)).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/feed/set'))?.body).toEqual({
      brand: 'aurora',
      game: 'SEA_4D',
      feed: 'http',
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'I have kept it' }));
    await vi.waitFor(() => expect(screen.queryByText(KEY)).toBeNull());
  });

  it('says which draws wait for a second operator when the switch away from manual entry is refused', async () => {
    serve({
      '/lottery/games': ok({ games: [SEA] }),
      '/lottery/feed/set': {
        status: 409,
        body: {
          success: false,
          code: 'lottery_results_awaiting_confirmation',
          message: 'Results entered by hand wait for a second operator on 20260601-1900, 20260602-1900',
          value: { numeros: ['20260601-1900', '20260602-1900'] },
        },
      },
      '/lottery/limits': ok(LIMITS),
      '/lottery/odds-tables': ok(TABLES),
    });
    gamePage();
    const feed = await screen.findByRole('region', { name: 'Results feed' });
    fireEvent.change(within(feed).getByRole('combobox', { name: 'Results feed' }), { target: { value: 'offline' } });
    fireEvent.click(within(feed).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the results feed?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Results entered by hand wait for a second operator on 20260601-1900, 20260602-1900: confirm them (or cancel ' +
        'those draws) before switching the feed',
    );
    // The game stays on manual entry.
    expect(within(feed).getByText('Official, entered by operators', { selector: 'p' })).toBeTruthy();
  });

  it('shows schedule and feed read-only without lottery.manage', async () => {
    serve({
      '/lottery/games': ok({ games: [SEA] }),
      '/lottery/limits': ok(LIMITS),
      '/lottery/odds-tables': ok(TABLES),
    });
    gamePage('risk');
    const schedule = await screen.findByRole('region', { name: 'Schedule' });
    expect(within(schedule).getByText('Sun, Wed, Sat at 19:00 (Asia/Kuala_Lumpur)')).toBeTruthy();
    expect(within(schedule).queryByRole('button')).toBeNull();
    const feed = screen.getByRole('region', { name: 'Results feed' });
    expect(within(feed).getByText('Official, entered by operators')).toBeTruthy();
    expect(within(feed).queryByRole('combobox')).toBeNull();
  });

  it('shows the schedule and saves a limits row, an empty field inheriting', async () => {
    const calls = serve({
      '/lottery/games': ok({ games: [SEA] }),
      '/lottery/limits/set': ok({
        ...LIMITS,
        rows: [{ playCode: '*', set: { ...NONE, unitStakeMax: 20 }, effective: { ...DEFAULTS, unitStakeMax: 20 } }],
      }),
      '/lottery/limits': ok(LIMITS),
      '/lottery/odds-tables': ok(TABLES),
    });
    gamePage();
    expect(await screen.findByText('Sun, Wed, Sat at 19:00 (Asia/Kuala_Lumpur)')).toBeTruthy();
    const max = (await screen.findByRole('textbox', { name: 'Max unit stake of Every play' })) as HTMLInputElement;
    expect(max.value).toBe('50');
    const min = screen.getByRole('textbox', { name: 'Min unit stake of Every play' }) as HTMLInputElement;
    expect(min.value).toBe('');
    expect(min.placeholder).toBe('0.01');
    fireEvent.change(max, { target: { value: '20' } });
    const limits = screen.getByRole('region', { name: 'Limits' });
    fireEvent.click(within(limits).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/lottery/limits/set'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/limits/set'))?.body).toEqual({
      brand: 'aurora',
      game: 'SEA_4D',
      playCode: '*',
      limits: { ...NONE, unitStakeMax: 20 },
    });
  });

  it('refuses a limit that is not an amount without calling the server, and adds a row for one play', async () => {
    const calls = serve({
      '/lottery/games': ok({ games: [SEA] }),
      '/lottery/limits': ok(LIMITS),
      '/lottery/odds-tables': ok(TABLES),
    });
    gamePage();
    const min = await screen.findByRole('textbox', { name: 'Min unit stake of Every play' });
    fireEvent.change(min, { target: { value: '-3' } });
    const limits = screen.getByRole('region', { name: 'Limits' });
    fireEvent.click(within(limits).getByRole('button', { name: 'Save' }));
    expect(await within(limits).findByRole('alert')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/limits/set'))).toBe(false);
    fireEvent.change(within(limits).getByRole('combobox', { name: 'A row for one play' }), {
      target: { value: 'SEA4D_SMALL' },
    });
    fireEvent.click(within(limits).getByRole('button', { name: 'Add row' }));
    const small = (await within(limits).findByRole('textbox', {
      name: 'Max unit stake of SEA4D_SMALL',
    })) as HTMLInputElement;
    // A new play row inherits the game's row: its placeholder is the game's effective value.
    expect(small.placeholder).toBe('50');
  });

  it('shows the odds as decimals beside the defaults and publishes a table in odds4', async () => {
    const calls = serve({
      '/lottery/games': ok({ games: [SEA] }),
      '/lottery/limits': ok(LIMITS),
      '/lottery/odds-tables/set': ok({
        ...TABLES,
        tables: [{ ...TABLES.tables[0], odds4: { ...BIG, first: 30_000_000 }, custom: true, updatedBy: 'owner01' }],
      }),
      '/lottery/odds-tables': ok(TABLES),
    });
    gamePage();
    const first = (await screen.findByRole('textbox', { name: 'Odds of SEA4D_BIG, 1st prize' })) as HTMLInputElement;
    expect(first.value).toBe('2500');
    const odds = screen.getByRole('region', { name: 'Odds tables' });
    const row = first.closest('tr') as HTMLElement;
    expect(within(row).getByText('2500')).toBeTruthy();
    fireEvent.change(first, { target: { value: '0' } });
    fireEvent.click(within(odds).getByRole('button', { name: 'Publish odds' }));
    expect(await within(odds).findByRole('alert')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/odds-tables/set'))).toBe(false);
    fireEvent.change(first, { target: { value: '3000' } });
    fireEvent.click(within(odds).getByRole('button', { name: 'Publish odds' }));
    expect(await within(odds).findByRole('status')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/odds-tables/set'))?.body).toEqual({
      brand: 'aurora',
      game: 'SEA_4D',
      playCode: 'SEA4D_BIG',
      odds4: { ...BIG, first: 30_000_000 },
    });
  });

  it('shows a reader the limits and odds without inputs', async () => {
    serve({
      '/lottery/games': ok({ games: [SEA] }),
      '/lottery/limits': ok(LIMITS),
      '/lottery/odds-tables': ok(TABLES),
    });
    gamePage('risk');
    const odds = await screen.findByRole('region', { name: 'Odds tables' });
    // The special prize: the odds in force and the default beside them.
    expect(await within(odds).findAllByText('180')).toHaveLength(2);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Publish odds' })).toBeNull();
  });
});

describe('the settlement page', () => {
  it("lists drawn numeros with their settlement and the job's runs", async () => {
    const calls = serve({
      '/lottery/games': ok({ games: [SEA] }),
      '/lottery/settlements': ok({
        content: [
          {
            gameCode: 'SEA_4D',
            numero: '20260603',
            drawAt: '2026-06-03T11:00:00.000Z',
            drawnAt: '2026-06-03T11:05:00.000Z',
            resultSource: 'operators',
            result: ['1234'],
            bets: 2,
            open: 0,
            won: 2,
            stake: 2,
            paid: 5500,
            houseResult: -5498,
            settledAt: '2026-06-03T11:05:10.000Z',
          },
          {
            gameCode: 'SSC_1',
            numero: '20260603-1101',
            drawAt: '2026-06-03T11:01:00.000Z',
            drawnAt: '2026-06-03T11:01:00.000Z',
            resultSource: 'in_house',
            result: ['1', '2', '3', '4', '5'],
            bets: 3,
            open: 3,
            won: 0,
            stake: 6,
            paid: 0,
            houseResult: 0,
            settledAt: null,
          },
        ],
        pageNum: 1,
        totalPages: 1,
        total: 2,
        runs: [
          {
            id: 1,
            job: 'lottery-settle',
            periodKey: 'p',
            status: 'ok',
            attempts: 1,
            startedAt: '2026-06-03T11:05:10.000Z',
            endedAt: '2026-06-03T11:05:10.000Z',
            error: null,
            result: { settled: 2 },
          },
        ],
      }),
    });
    renderAt(<LotterySettlementsPage />, '/lottery/settlements', '/lottery/settlements');
    const rows = (await screen.findAllByRole('row')).map((r) => r.textContent ?? '');
    expect(rows.find((r) => r.includes('20260603') && r.includes('SEA_4D'))).toContain('-5,498.00');
    expect(rows.find((r) => r.includes('20260603-1101'))).toContain('Settling');
    expect(screen.getByText('settled 2')).toBeTruthy();
    const list = calls.find((c) => c.url.includes('/lottery/settlements'));
    expect(Object.fromEntries(new URL(list?.url ?? '', 'http://x').searchParams)).toMatchObject({
      brand: 'aurora',
      withBets: 'true',
    });
  });
});
