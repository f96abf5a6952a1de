import { type InHouseGameCode, isInHouseGameCode } from '@wl/rules/in-house/in-house-game';
import type { ComponentType } from 'react';
import { DiceGame } from './games/dice-game';
import type { OutcomeOf, ParamsOf } from './games/game-outcome';
import { MinesGame } from './games/mines-game';
import { DiceSummary, MinesSummary, PlinkoSummary, SlotSummary } from './games/outcome-summary';
import { PlinkoGame } from './games/plinko-game';
import { SlotGame } from './games/slot-game';
import type { GameShell } from './table/use-game-round';

/** What the web shows of one in-house game. */
export interface InHouseGameUi<C extends InHouseGameCode> {
  /** The game's table: its controls and its animation (`/play/bgs/<code>`). */
  Board: ComponentType<{ shell: GameShell }>;
  /** A round's outcome in words, on the verify page. */
  Summary: ComponentType<{ outcome: OutcomeOf<C> }>;
  /** The params the verify form starts with (the server's defaults; mines needs at least one pick of its own). */
  verifyDefaults: ParamsOf<C>;
}

/** One entry per game code of the rules package: a game without its board, summary and verify defaults does not compile. */
export type InHouseGamesUi = { readonly [C in InHouseGameCode]: InHouseGameUi<C> };

export const IN_HOUSE_GAMES_UI: InHouseGamesUi = {
  dice: { Board: DiceGame, Summary: DiceSummary, verifyDefaults: { target: 50, over: true } },
  mines: { Board: MinesGame, Summary: MinesSummary, verifyDefaults: { mines: 3, picks: [0] } },
  plinko: { Board: PlinkoGame, Summary: PlinkoSummary, verifyDefaults: { rows: 16, risk: 'medium' } },
  slot: { Board: SlotGame, Summary: SlotSummary, verifyDefaults: {} },
};

/** The verify form's params for a game code, as the form's JSON text; `{}` for a code the web does not know. */
export function verifyDefaultsText(code: string): string {
  return JSON.stringify(isInHouseGameCode(code) ? IN_HOUSE_GAMES_UI[code].verifyDefaults : {});
}

/**
 * The summary of a game's outcome as the server or the browser answered it (an open record, game-outcome.ts), or
 * null for a code the web does not know.
 */
export function outcomeSummaryOf(code: string): ComponentType<{ outcome: Record<string, unknown> }> | null {
  if (!isInHouseGameCode(code)) return null;
  return IN_HOUSE_GAMES_UI[code].Summary as unknown as ComponentType<{ outcome: Record<string, unknown> }>;
}
