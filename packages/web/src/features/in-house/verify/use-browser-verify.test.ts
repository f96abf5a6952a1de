import { IN_HOUSE_GAME_CODES } from '@wl/rules/in-house/in-house-game';
import { describe, expect, it } from 'vitest';
import type { VerifyInput } from '../api/in-house-verify';
import { IN_HOUSE_GAMES_UI } from '../in-house-games';
import { verifyInBrowser } from './use-browser-verify';

// The worked example of @wl/rules (packages/rules/src/in-house/README.md).
const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const SEED_HASH = '7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c';
const round = (game: string, params: unknown): VerifyInput => ({
  game,
  serverSeed: SEED,
  clientSeed: 'player-seed',
  nonce: 1,
  params: typeof params === 'string' ? params : JSON.stringify(params),
});

describe('a round recomputed in the browser', () => {
  it('gives the worked example of every game', async () => {
    const dice = await verifyInBrowser(round('dice', { target: 50, over: true }));
    expect(dice.serverSeedHash).toBe(SEED_HASH);
    expect(dice.floats).toEqual([0.7504807370714843]);
    expect(dice.result).toEqual({ multiplier: 1.9801, outcome: { roll: 75.05, target: 50, over: true, win: true } });
    expect((await verifyInBrowser(round('mines', { mines: 3, picks: [0, 12, 24] }))).result).toEqual({
      multiplier: 1.4785,
      outcome: { mines: [18, 19, 21], picks: [0, 12, 24], hits: [], win: true },
    });
    const plinko = await verifyInBrowser(round('plinko', { rows: 8, risk: 'low' }));
    expect(plinko.floats).toHaveLength(8);
    expect(plinko.result).toEqual({ multiplier: 0.5, outcome: { path: [...'RRRLLLRL'], bin: 4 } });
    expect((await verifyInBrowser(round('slot', {}))).result).toMatchObject({
      multiplier: 1.5,
      outcome: { stops: [22, 23, 25, 10, 6], lines: [{ line: 5, symbol: 'bell', count: 3, win: 15 }] },
    });
  });

  it('fills in the server defaults, as the server does', async () => {
    const plinko = await verifyInBrowser(round('plinko', {}));
    expect(plinko.floats).toHaveLength(16);
    expect(plinko.result?.multiplier).toBeGreaterThan(0);
    for (const game of IN_HOUSE_GAME_CODES) {
      expect((await verifyInBrowser(round(game, IN_HOUSE_GAMES_UI[game].verifyDefaults))).result, game).not.toBeNull();
    }
  });

  it('has no result for params the server refuses or an unknown game, but still shows the floats', async () => {
    for (const input of [
      round('dice', { target: 50.001 }),
      round('dice', { target: 99.5 }),
      round('mines', { mines: 3, picks: [1, 1] }),
      round('plinko', { rows: 10 }),
      round('dice', 'not json'),
      round('roulette', {}),
    ]) {
      const verified = await verifyInBrowser(input);
      expect(verified.result, input.params).toBeNull();
      expect(verified.floats).toHaveLength(8);
      expect(verified.serverSeedHash).toBe(SEED_HASH);
    }
  });
});
