import { describe, expect, it } from 'vitest';
// The server's rules (@wl/rules), read from their sources: the page must show exactly what the server will settle.
import { diceGame } from '../../../../rules/src/in-house/dice-game';
import { minesGame } from '../../../../rules/src/in-house/mines-game';
import { plinkoGame } from '../../../../rules/src/in-house/plinko-game';
import { slotGame } from '../../../../rules/src/in-house/slot-game';
import { playDice } from './dice-rules';
import { playMines } from './mines-rules';
import { playPlinko } from './plinko-rules';
import { playSlot } from './slot-rules';

/** A small seeded PRNG, so a failure names the case that broke. */
function floats(seed: number, count: number): number[] {
  let s = seed >>> 0 || 1;
  return Array.from({ length: count }, () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  });
}

const CASES = 500;

describe('the browser plays every round as the server does', () => {
  it('dice', () => {
    for (let i = 0; i < CASES; i++) {
      const params = { target: 1 + (i % 9798) / 100, over: i % 2 === 0 };
      const f = floats(i + 1, 1);
      expect(playDice(f, params), `case ${i}`).toEqual(diceGame.play(f, params));
    }
  });

  it('mines', () => {
    for (let i = 0; i < CASES; i++) {
      const mines = 1 + (i % 10);
      const picks = [...new Set([i % 25, (i * 7) % 25, (i * 11) % 25])];
      const params = { mines, picks };
      const f = floats(i + 1, 24);
      expect(playMines(f, params), `case ${i}`).toEqual(minesGame.play(f, params));
    }
  });

  it('plinko', () => {
    const rows = [8, 12, 16] as const;
    const risks = ['low', 'medium', 'high'] as const;
    for (let i = 0; i < CASES; i++) {
      const params = { rows: rows[i % 3] ?? 8, risk: risks[Math.floor(i / 3) % 3] ?? 'low' };
      const f = floats(i + 1, params.rows);
      expect(playPlinko(f, params), `case ${i}`).toEqual(plinkoGame.play(f, params));
    }
  });

  it('slot', () => {
    for (let i = 0; i < CASES; i++) {
      const f = floats(i + 1, 5);
      expect(playSlot(f), `case ${i}`).toEqual(slotGame.play(f, {}));
    }
  });
});
