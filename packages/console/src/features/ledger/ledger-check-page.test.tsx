import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import { LedgerCheckPage } from './ledger-check-page';

const list = (group: string, name: string, ids: number[] = []) => ({ group, name, ids });
const report = (lists: ReturnType<typeof list>[]) => ({
  ok: lists.every((l) => l.ids.length === 0),
  checkedAt: '2026-06-01T12:00:00.000Z',
  ms: 42,
  transfers: 10,
  entries: 20,
  accounts: 5,
  total: 0,
  lists,
});

/** The check answers only when the test says so, so the running state can be seen. */
function serveCheck(value: unknown) {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await answered;
      return new Response(JSON.stringify({ success: true, value }));
    }),
  );
  return () => answer();
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
      brands: [],
      mustChangePassword: false,
      capabilities: [],
    },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <LedgerCheckPage />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the ledger check page', () => {
  it('runs only when asked, shows that it runs, then OK', async () => {
    const answer = serveCheck(report([list('invariants', 'unbalancedTransfers'), list('missing', 'roundBets')]));
    renderPage();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Run ledger check' }));
    expect(await screen.findByTestId('ledger-running')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Checking the ledger…' })).toHaveProperty('disabled', true);
    answer();
    expect((await screen.findByTestId('ledger-result')).textContent).toContain('OK: every invariant holds');
    expect(screen.queryByTestId('ledger-running')).toBeNull();
  });

  it('lists the breaches first, each with its rows', async () => {
    const answer = serveCheck(
      report([list('invariants', 'unbalancedTransfers'), list('mismatched', 'rollupMembers', [7, 9])]),
    );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Run ledger check' }));
    answer();
    expect((await screen.findByTestId('ledger-result')).textContent).toContain('Breached: 1');
    const rows = within(screen.getByRole('table', { name: 'Checks' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'MismatchedrollupMembersRows: 27, 9',
      'InvariantsunbalancedTransfersOK',
    ]);
  });
});
