import { IN_HOUSE_GAME_CODES, type InHouseGameCode } from '@wl/rules/in-house/in-house-game';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { DiceGame } from './games/dice-game';
import { MinesGame } from './games/mines-game';
import { DiceSummary, MinesSummary, PlinkoSummary } from './games/outcome-summary';
import { PlinkoGame } from './games/plinko-game';
import { IN_HOUSE_GAMES_UI, type InHouseGamesUi, outcomeSummaryOf, verifyDefaultsText } from './in-house-games';

describe('in-house games registry', () => {
  it('has a board, a summary and verify defaults for every game of the rules package', () => {
    expect(Object.keys(IN_HOUSE_GAMES_UI)).toEqual([...IN_HOUSE_GAME_CODES]);
    for (const code of IN_HOUSE_GAME_CODES) {
      const game = IN_HOUSE_GAMES_UI[code];
      expect(typeof game.Board, code).toBe('function');
      expect(outcomeSummaryOf(code), code).toBe(game.Summary);
      expect(JSON.parse(verifyDefaultsText(code)), code).toEqual(game.verifyDefaults);
    }
    expect(outcomeSummaryOf('roulette')).toBeNull();
    expect(verifyDefaultsText('roulette')).toBe('{}');
  });

  it('does not compile without an entry per game code, or with a summary or defaults of another game', () => {
    expectTypeOf<keyof InHouseGamesUi>().toEqualTypeOf<InHouseGameCode>();
    // @ts-expect-error: the slot has no entry
    const missing: InHouseGamesUi = {
      dice: { Board: DiceGame, Summary: DiceSummary, verifyDefaults: { target: 50, over: true } },
      mines: { Board: MinesGame, Summary: MinesSummary, verifyDefaults: { mines: 3, picks: [0] } },
      plinko: { Board: PlinkoGame, Summary: PlinkoSummary, verifyDefaults: { rows: 16, risk: 'medium' } },
    };
    const wrong: InHouseGamesUi = {
      ...IN_HOUSE_GAMES_UI,
      // @ts-expect-error: the dice's summary cannot show a mines outcome
      mines: { Board: MinesGame, Summary: DiceSummary, verifyDefaults: { mines: 3, picks: [0] } },
      // @ts-expect-error: plinko's defaults are rows and risk
      plinko: { Board: PlinkoGame, Summary: PlinkoSummary, verifyDefaults: { target: 50 } },
    };
    expect([missing, wrong]).toHaveLength(2);
  });
});
