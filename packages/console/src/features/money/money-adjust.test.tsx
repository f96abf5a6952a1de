import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { MoneyAdjust } from './money-adjust';

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
});
afterEach(() => vi.unstubAllGlobals());

describe("the member page's credit", () => {
  it('says what is missing under each field, then sends the amount, the reason and the idempotency key', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, value: { id: 3, status: 'done', balanceAfter: 112.5 } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <MoneyAdjust memberId={7} account="player01" />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Credit' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Credit', hidden: true }));
    expect(await within(dialog).findByText('Enter a number.')).toBeTruthy();
    expect(within(dialog).getByText('Please give a reason')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount', hidden: true });
    fireEvent.change(amount, { target: { value: '12.5' } });
    await waitFor(() => expect(within(dialog).queryByText('Enter a number.')).toBeNull());
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason', hidden: true }), {
      target: { value: 'goodwill' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Credit', hidden: true }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/console/api/money/credit');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ memberId: 7, amount: 12.5, reason: 'goodwill' });
    expect(body.key).toMatch(/^console-[0-9a-f-]{36}$/);
  });
});
