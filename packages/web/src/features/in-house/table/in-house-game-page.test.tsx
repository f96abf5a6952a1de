import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fail, ok, type StubValue, stubApi } from '../../../test/api-stub';
import { renderInHouse } from '../render-in-house';

const HASH_1 = 'a'.repeat(64);
const HASH_2 = 'b'.repeat(64);

function session(game: string, extra: Partial<StubValue<'inHouseSession'>> = {}): StubValue<'inHouseSession'> {
  return {
    game: { code: game, name: `Game ${game}`, minBet: 0.1, maxBet: 1000 },
    demo: false,
    balance: 1234.5,
    currencySymbol: '$',
    wallet: null,
    seed: { serverSeedHash: HASH_1, clientSeed: 'client-1', nonce: 0 },
    rounds: [],
    ...extra,
  };
}

const diceRound: StubValue<'inHouseRounds'>['content'][number] = {
  id: 7,
  time: '2025-01-02T03:04:05.000Z',
  game: 'dice',
  demo: false,
  stake: 2,
  payout: 3.96,
  multiplier: 1.9801,
  params: { target: 50, over: true },
  outcome: { roll: 75.05, target: 50, over: true, win: true },
  nonce: 0,
  clientSeed: 'client-1',
  serverSeedHash: HASH_1,
  serverSeed: null,
};

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('in-house game page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('plays a dice round: the balance, the result, the nonce and the history update', async () => {
    let played = false;
    const api = stubApi({
      inHouseSession: ({ header }) => {
        expect(header('X-Game-Session')).toBe('tok-1');
        return ok(session('dice'));
      },
      inHouseRounds: () => ok({ content: played ? [diceRound] : [], pageNum: 1, totalPages: 1 }),
      inHousePlay: ({ header, sent }) => {
        expect(header('X-Game-Session')).toBe('tok-1');
        expect(sent).toEqual({ amount: 2, params: { target: 50, over: true } });
        played = true;
        const { id, nonce, stake, payout, multiplier, params, outcome } = diceRound;
        return ok({
          round: { id, nonce, stake, payout, multiplier, params, outcome },
          balance: 1236.46,
          seed: { serverSeedHash: HASH_1, clientSeed: 'client-1', nonce: 1 },
        });
      },
    });
    await renderInHouse('/play/bgs/dice?launch=tok-1');
    expect((await screen.findByTestId('balance-value')).textContent).toBe('$ 1,234.50');
    expect(screen.getByTestId('in-house-game').getAttribute('data-game')).toBe('dice');
    expect(screen.queryByTestId('demo-badge')).toBeNull();
    expect(text('dice-multiplier')).toBe('1.9801×');
    await waitFor(() => expect(within(screen.getByTestId('rounds-table')).queryByTestId('round-7')).toBeNull());

    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('bet-button'));

    await waitFor(() => expect(text('balance-value')).toBe('$ 1,236.46'));
    expect(text('result-message')).toContain('$ 3.96');
    expect(text('dice-roll')).toBe('75.05');
    expect(text('fair-nonce')).toBe('1');
    expect(await within(screen.getByTestId('rounds-table')).findByTestId('round-7')).toBeTruthy();
    expect(callsTo(api, 'inHousePlay')).toBe(1);
  });

  it('turns the dice to under and recomputes the odds', async () => {
    stubApi({
      inHouseSession: ok(session('dice')),
      inHouseRounds: ok({ content: [], pageNum: 1, totalPages: 1 }),
    });
    await renderInHouse('/play/bgs/dice?launch=t');
    fireEvent.change(await screen.findByTestId('dice-target'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('dice-over-toggle'));
    expect(screen.getByTestId('dice-over-toggle').getAttribute('aria-pressed')).toBe('false');
    expect(text('dice-multiplier')).toBe('99.0099×');
    expect(text('dice-chance')).toBe('1.00%');
  });

  it('rotates the seed with the chosen client seed and reveals the old server seed', async () => {
    let rotated = false;
    const api = stubApi({
      inHouseSession: ok(session('dice', { demo: true, rounds: [diceRound] })),
      inHouseRounds: () =>
        ok({ content: [{ ...diceRound, serverSeed: rotated ? 'seed-old' : null }], pageNum: 1, totalPages: 1 }),
      inHouseRotateSeed: ({ sent }) => {
        expect(sent).toEqual({ clientSeed: 'my-lucky-seed' });
        rotated = true;
        return ok({
          previous: { serverSeed: 'seed-old', serverSeedHash: HASH_1, clientSeed: 'client-1', nonce: 1 },
          current: { serverSeedHash: HASH_2, clientSeed: 'my-lucky-seed', nonce: 0 },
        });
      },
    });
    await renderInHouse('/play/bgs/dice?launch=t');
    expect(await screen.findByTestId('demo-badge')).toBeTruthy();
    expect(text('fair-server-hash')).toBe(HASH_1);
    expect(screen.queryByTestId('verify-link-7')).toBeNull();
    expect(screen.queryByTestId('fair-revealed-seed')).toBeNull();

    fireEvent.change(screen.getByTestId('fair-client-seed'), { target: { value: '  my-lucky-seed ' } });
    fireEvent.click(screen.getByTestId('fair-rotate'));

    expect((await screen.findByTestId('fair-revealed-seed')).textContent).toBe('seed-old');
    expect(text('fair-server-hash')).toBe(HASH_2);
    expect((screen.getByTestId('fair-client-seed') as HTMLInputElement).value).toBe('my-lucky-seed');
    const link = await screen.findByTestId('verify-link-7');
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/verify');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      game: 'dice',
      serverSeed: 'seed-old',
      clientSeed: 'client-1',
      nonce: '0',
      params: '{"target":50,"over":true}',
      // The hash published before play: the verify page checks the revealed seed against it.
      hash: HASH_1,
    });
    expect(callsTo(api, 'inHouseRotateSeed')).toBe(1);
  });

  it('picks mines tiles, shows the multiplier and the server refusal of a too rich setting', async () => {
    stubApi({
      inHouseSession: ok(session('mines')),
      inHouseRounds: ok({ content: [], pageNum: 1, totalPages: 1 }),
      inHousePlay: ({ sent }) => {
        expect(sent.params).toEqual({ mines: 3, picks: [0, 12, 24, 5, 6] });
        return fail(400, 'invalid_input', 'Input is not valid', {
          details: [{ path: 'params', message: 'pays more than 10000x' }],
        });
      },
    });
    await renderInHouse('/play/bgs/mines?launch=t');
    expect((await screen.findByTestId('bet-button')).hasAttribute('disabled')).toBe(true);
    for (const tile of [0, 12, 24, 5, 6]) fireEvent.click(screen.getByTestId(`mines-tile-${tile}`));
    expect(screen.getByTestId('mines-tile-12').getAttribute('aria-pressed')).toBe('true');
    expect(text('mines-multiplier')).toBe('1.9973×');
    fireEvent.click(screen.getByTestId('bet-button'));
    expect((await screen.findByTestId('play-error')).textContent).toContain('10,000');
  });

  it('reveals a mines board from the round', async () => {
    stubApi({
      inHouseSession: ok(session('mines')),
      inHouseRounds: ok({ content: [], pageNum: 1, totalPages: 1 }),
      inHousePlay: ok({
        round: {
          id: 9,
          nonce: 0,
          stake: 1,
          payout: 0,
          multiplier: 0,
          params: { mines: 2, picks: [3] },
          outcome: { mines: [3, 20], picks: [3], hits: [3], win: false },
        },
        balance: 1233.5,
        seed: { serverSeedHash: HASH_1, clientSeed: 'client-1', nonce: 1 },
      }),
    });
    await renderInHouse('/play/bgs/mines?launch=t');
    fireEvent.change(await screen.findByTestId('mines-count'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('mines-tile-3'));
    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('bet-button'));
    await waitFor(() => expect(text('balance-value')).toBe('$ 1,233.50'));
    expect(screen.getByTestId('mines-tile-20').querySelector('svg')).toBeTruthy();
    expect(screen.getByTestId('result-message').textContent).not.toContain('$');
  });

  it('drops a plinko ball and spins the slot into the returned window', async () => {
    stubApi({
      inHouseSession: ok(session('slot')),
      inHouseRounds: ok({ content: [], pageNum: 1, totalPages: 1 }),
      inHousePlay: ok({
        round: {
          id: 11,
          nonce: 0,
          stake: 10,
          payout: 15,
          multiplier: 1.5,
          params: {},
          outcome: {
            stops: [22, 23, 25, 10, 6],
            window: [
              ['lemon', 'orange', 'bell'],
              ['seven', 'orange', 'bell'],
              ['bell', 'orange', 'cherry'],
              ['bell', 'seven', 'orange'],
              ['lemon', 'plum', 'orange'],
            ],
            lines: [{ line: 5, symbol: 'bell', count: 3, win: 15 }],
          },
        },
        balance: 1239.5,
        seed: { serverSeedHash: HASH_1, clientSeed: 'client-1', nonce: 1 },
      }),
    });
    await renderInHouse('/play/bgs/slot?launch=t');
    expect(await screen.findByTestId('slot-window')).toBeTruthy();
    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('bet-button'));
    await waitFor(() => expect(text('balance-value')).toBe('$ 1,239.50'));
    expect(screen.getByTestId('slot-cell-3-1').getAttribute('data-symbol')).toBe('seven');
    expect(screen.getByTestId('slot-wins').textContent).toContain('$ 15.00');
  });

  it('shows the plinko board with the chosen rows and risk', async () => {
    stubApi({
      inHouseSession: ok(session('plinko')),
      inHouseRounds: ok({ content: [], pageNum: 1, totalPages: 1 }),
    });
    await renderInHouse('/play/bgs/plinko?launch=t');
    fireEvent.change(await screen.findByTestId('plinko-rows'), { target: { value: '8' } });
    fireEvent.change(screen.getByTestId('plinko-risk'), { target: { value: 'high' } });
    const board = screen.getByTestId('plinko-board');
    expect(board.querySelectorAll('text')).toHaveLength(9);
    expect(board.querySelector('text')?.textContent).toBe('27');
  });

  it("on a multi-wallet brand says the money is in the main wallet and moves it into the game's", async () => {
    const api = stubApi({
      inHouseSession: ok(
        session('dice', { balance: 0, currencySymbol: '৳', wallet: { vendor: 'BGS', mainBalance: 4933.69 } }),
      ),
      inHouseRounds: ok({ content: [], pageNum: 1, totalPages: 1 }),
      walletTransfer: ({ sent }) => {
        expect(sent).toEqual({ from: 'MAIN', to: 'BGS', amount: 100, idempotencyKey: expect.any(String) });
        return ok({ balance: 4833.69, wallets: [{ vendor: 'BGS', balance: 100 }] });
      },
    });
    await renderInHouse('/play/bgs/dice?launch=t');
    const move = await screen.findByTestId('wallet-move');
    expect(move.textContent).toContain('৳ 4,933.69');
    expect(move.textContent).toContain("game's own wallet");
    fireEvent.change(within(move).getByTestId('wallet-move-amount'), { target: { value: '100' } });
    fireEvent.click(within(move).getByTestId('wallet-move-submit'));
    await waitFor(() => expect(text('balance-value')).toBe('৳ 100.00'));
    expect((await screen.findByTestId('wallet-move-done')).textContent).toContain('৳ 100.00');
    expect(callsTo(api, 'walletTransfer')).toBe(1);
  });

  it("answers a stake over the game wallet's money with the way to move money in, not a bare refusal", async () => {
    stubApi({
      inHouseSession: ok(session('dice', { balance: 5, wallet: { vendor: 'BGS', mainBalance: 50 } })),
      inHouseRounds: ok({ content: [], pageNum: 1, totalPages: 1 }),
      inHousePlay: fail(400, 'insufficient_balance', 'Insufficient balance'),
    });
    await renderInHouse('/play/bgs/dice?launch=t');
    await screen.findByTestId('bet-amount');
    // Enough for the stake shown: the offer stays behind a button in the bar.
    expect(screen.queryByTestId('wallet-move')).toBeNull();
    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('bet-button'));
    expect((await screen.findByTestId('play-error')).textContent).toMatch(/move money in from your main wallet/i);
    expect(screen.getByTestId('wallet-move').textContent).toContain('$ 50.00');
  });

  it('says when the game session has ended and offers to close', async () => {
    stubApi({
      inHouseSession: fail(401, 'game_session_invalid', 'This game session has ended, please open the game again'),
    });
    await renderInHouse('/play/bgs/dice?launch=old');
    const root = await screen.findByRole('alert');
    expect(root.getAttribute('data-testid')).toBe('in-house-game');
    expect(within(root).getByRole('button')).toBeTruthy();
  });
});
