import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, sentTo, stubApi } from '../../../test/api-stub';
import { renderInHouse } from '../render-in-house';

// The worked example of @wl/rules (packages/rules/src/in-house/README.md): dice over 50 with these seeds rolls 75.05.
const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const SEED_HASH = '7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c';
const OUTCOME = { roll: 75.05, target: 50, over: true, win: true };

const prefilled = `/verify?${new URLSearchParams({
  game: 'dice',
  serverSeed: SEED,
  clientSeed: 'player-seed',
  nonce: '1',
  params: JSON.stringify({ target: 50, over: true }),
  hash: SEED_HASH,
})}`;
/** The same round with a server seed that is not the one whose hash was published. */
const PUBLISHED = 'c'.repeat(64);
const tampered = prefilled.replace(`hash=${SEED_HASH}`, `hash=${PUBLISHED}`);

describe('verify page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('verifies a pre-filled round: the browser agrees with the server and the recorded round', async () => {
    const api = stubApi({
      inHouseVerify: ({ sent }) => {
        expect(sent).toMatchObject({
          game: 'dice',
          nonce: '1',
          clientSeed: 'player-seed',
        });
        return ok({
          serverSeedHash: SEED_HASH,
          floats: [0.7504807370714843],
          multiplier: 1.9801,
          outcome: OUTCOME,
          recorded: { multiplier: 1.9801, outcome: { win: true, over: true, target: 50, roll: 75.05 }, params: {} },
        });
      },
    });
    await renderInHouse(prefilled);
    const result = await screen.findByTestId('verify-result');
    await waitFor(() => expect(within(result).getByTestId('verify-verdict').getAttribute('data-match')).toBe('true'));
    expect(within(result).getByTestId('verify-hash').textContent).toBe(SEED_HASH);
    expect(within(result).getByTestId('verify-multiplier').textContent).toBe('1.9801×');
    expect(within(result).getByTestId('verify-floats-match').getAttribute('data-match')).toBe('true');
    expect(within(result).getByTestId('verify-match').getAttribute('data-match')).toBe('true');
    expect(callsTo(api, 'inHouseVerify')).toBe(1);
  });

  it('says first, in red, that a seed does not hash to the published hash, and what the round recorded', async () => {
    const api = stubApi({
      inHouseVerify: ok({
        serverSeedHash: SEED_HASH,
        floats: [0.7504807370714843],
        multiplier: 1.9801,
        outcome: OUTCOME,
        // What was played under the published hash: a loss.
        recorded: { multiplier: 0, outcome: { ...OUTCOME, roll: 12.5, win: false }, params: {} },
      }),
    });
    await renderInHouse(tampered);
    const result = await screen.findByTestId('verify-result');
    const verdict = await within(result).findByTestId('verify-verdict');
    await waitFor(() => expect(verdict.getAttribute('data-match')).toBe('false'));
    expect(verdict.getAttribute('role')).toBe('alert');
    // The first thing the result says, before any multiplier or outcome; and the result comes before the form.
    expect(result.firstElementChild).toBe(verdict);
    const form = screen.getByTestId('verify-form');
    expect(verdict.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(verdict.textContent).toContain('does not hash to the published hash');
    expect(verdict.textContent).toContain(PUBLISHED);
    expect(verdict.textContent).toContain(SEED_HASH);
    expect(verdict.textContent).toContain('0×');
    expect(within(result).getByTestId('verify-hash-check').getAttribute('data-match')).toBe('false');
    expect(within(result).getByTestId('verify-match').getAttribute('data-match')).toBe('false');
    expect(sentTo(api, 'inHouseVerify')[0]).toMatchObject({ serverSeedHash: PUBLISHED });
  });

  it('shows when the server floats differ from the browser and no round is recorded', async () => {
    stubApi({
      inHouseVerify: ok({
        serverSeedHash: SEED_HASH,
        floats: [0.1],
        multiplier: 0,
        outcome: { ...OUTCOME, roll: 10, win: false },
        recorded: null,
      }),
    });
    await renderInHouse(prefilled);
    const result = await screen.findByTestId('verify-result');
    expect(within(result).getByTestId('verify-floats-match').getAttribute('data-match')).toBe('false');
    expect(within(result).getByTestId('verify-match').getAttribute('data-match')).toBe('none');
  });

  it('verifies from the form and refuses params that are not JSON', async () => {
    const api = stubApi({
      inHouseVerify: ok({
        serverSeedHash: SEED_HASH,
        floats: [0.7504807370714843, 0.7876082649454474, 0.8606002975720912, 0.3619235414080322, 0.22949242615140975],
        multiplier: 1.5,
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
        recorded: null,
      }),
    });
    const { container } = await renderInHouse('/verify');
    const form = await screen.findByTestId('verify-form');
    const field = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;
    fireEvent.change(field('game'), { target: { value: 'slot' } });
    expect(field('params').value).toBe('{}');
    fireEvent.change(field('serverSeed'), { target: { value: SEED } });
    fireEvent.change(field('clientSeed'), { target: { value: 'player-seed' } });
    fireEvent.change(field('nonce'), { target: { value: '1' } });
    fireEvent.change(field('params'), { target: { value: '{oops' } });
    fireEvent.submit(form);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(callsTo(api, 'inHouseVerify')).toBe(0);

    fireEvent.change(field('params'), { target: { value: '{}' } });
    fireEvent.submit(form);
    const result = await screen.findByTestId('verify-result');
    await waitFor(() =>
      expect(within(result).getByTestId('verify-floats-match').getAttribute('data-match')).toBe('true'),
    );
    expect(within(result).getByTestId('verify-multiplier').textContent).toBe('1.5×');
  });
});
