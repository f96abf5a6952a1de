import { describe, expect, it } from 'vitest';
import { fairFloats } from '../fair.js';
import { IN_HOUSE_GAMES, inHouseGame } from './game-registry.js';
import { IN_HOUSE_GAME_CODES, isInHouseGameCode } from './in-house-game.js';

describe('in-house game registry', () => {
  it('lists the four games under their own codes, with the suggested bet limits', () => {
    expect(Object.keys(IN_HOUSE_GAMES)).toEqual(['dice', 'mines', 'plinko', 'slot']);
    expect(IN_HOUSE_GAME_CODES).toEqual(Object.keys(IN_HOUSE_GAMES));
    for (const [code, game] of Object.entries(IN_HOUSE_GAMES)) {
      expect(game.code).toBe(code);
      expect(game.gameType).toBe('RNG');
      expect(game.name).not.toBe('');
      expect([game.minBet, game.maxBet]).toEqual([0.1, 1000]);
    }
  });

  it('finds a game by code and nothing for any other string', () => {
    expect(inHouseGame('plinko')).toBe(IN_HOUSE_GAMES.plinko);
    const byString: string = 'dice';
    expect(inHouseGame(byString)?.name).toBe('Dice');
    expect(inHouseGame('roulette')).toBeUndefined();
    expect(inHouseGame('constructor')).toBeUndefined();
    expect(isInHouseGameCode('toString')).toBe(false);
    expect(isInHouseGameCode(undefined)).toBe(false);
    expect(isInHouseGameCode('slot')).toBe(true);
  });

  it('plays any game through its parsed params', () => {
    const game = inHouseGame('mines' as string);
    if (!game) throw new Error('mines is registered');
    const params = game.params.parse({ mines: 3, picks: [24] });
    expect(game.play(Array(game.floatsNeeded(params)).fill(0), params).multiplier).toBe(1.125);
  });
});

describe('the worked example of README.md', () => {
  const floats = (count: number) =>
    fairFloats('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', 'player-seed', 1, count);

  it('gives the rounds the README shows', () => {
    expect(IN_HOUSE_GAMES.dice.play(floats(1), { target: 50, over: true }).outcome.roll).toBe(75.05);
    expect(IN_HOUSE_GAMES.mines.play(floats(24), { mines: 3, picks: [0, 12, 24] })).toEqual({
      multiplier: 1.4785,
      outcome: { mines: [18, 19, 21], picks: [0, 12, 24], hits: [], win: true },
    });
    expect(IN_HOUSE_GAMES.plinko.play(floats(8), { rows: 8, risk: 'low' })).toEqual({
      multiplier: 0.5,
      outcome: { path: ['R', 'R', 'R', 'L', 'L', 'L', 'R', 'L'], bin: 4 },
    });
    expect(IN_HOUSE_GAMES.slot.play(floats(5), {})).toMatchObject({
      multiplier: 1.5,
      outcome: { stops: [22, 23, 25, 10, 6], lines: [{ line: 5, symbol: 'bell', count: 3, win: 15 }] },
    });
  });
});
