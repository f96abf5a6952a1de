import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOutput } from '../../lib/api-client';
import { ok, sentTo, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import TransferFundPage from './transfer-fund-page';

const funds = (main: number, pg: number) =>
  ok<CallOutput<'consolidatedFunds'>>({
    balance: main,
    totalBalance: main + pg,
    currencySymbol: '$',
    wallets: [{ vendor: 'PG', balance: pg }],
  });

describe('transfer funds page (spec 2 "transferFund")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves money to a game wallet and collects all back, each with its own idempotency key', async () => {
    let main = 100;
    let pg = 0;
    const api = stubApi({
      merchantWallet: ok({ isSingle: 0 }),
      consolidatedFunds: () => funds(main, pg),
      walletTransfer: ({ input }) => {
        if (input.collectAll) {
          main += pg;
          pg = 0;
        } else {
          main -= input.amount ?? 0;
          pg += input.amount ?? 0;
        }
        return ok({ balance: main, wallets: [{ vendor: 'PG', balance: pg }] });
      },
    });
    await renderSection(<TransferFundPage />);
    expect((await screen.findByTestId('tf-main')).textContent).toContain('100.00');
    fireEvent.change(screen.getByTestId('tf-amount'), { target: { value: '-3' } });
    fireEvent.click(screen.getByTestId('tf-submit'));
    expect(screen.getByTestId('tf-error')).toBeTruthy();
    fireEvent.change(screen.getByTestId('tf-amount'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('tf-submit'));
    await waitFor(() => expect(screen.getByTestId('tf-main').textContent).toContain('70.00'));
    expect(sentTo(api, 'walletTransfer')[0]).toMatchObject({ from: 'MAIN', to: 'PG', amount: 30 });
    fireEvent.click(screen.getByTestId('tf-collect-all'));
    await waitFor(() => expect(screen.getByTestId('tf-main').textContent).toContain('100.00'));
    const [first, second] = sentTo(api, 'walletTransfer');
    expect(second).toMatchObject({ collectAll: true });
    expect(first?.idempotencyKey).not.toBe(second?.idempotencyKey);
  });

  it('has nothing to move on a single-wallet brand', async () => {
    stubApi({ merchantWallet: ok({ isSingle: 1 }), consolidatedFunds: funds(10, 0) });
    await renderSection(<TransferFundPage />);
    expect(await screen.findByText(/one wallet for every game/)).toBeTruthy();
  });
});
