import { diceGame } from './dice-game.js';
import { type InHouseGame, type InHouseGameCode, isInHouseGameCode } from './in-house-game.js';
import { minesGame } from './mines-game.js';
import { plinkoGame } from './plinko-game.js';
import { slotGame } from './slot-game.js';

/** A game whose params and outcome types are known only after `params.parse`. */
export type AnyInHouseGame = InHouseGame<unknown, unknown>;

/**
 * The in-house (vendor BGS) games, keyed by code (each key equals its game's `code` and the keys are
 * IN_HOUSE_GAME_CODES in order, game-registry.test.ts).
 */
export const IN_HOUSE_GAMES = {
  dice: diceGame,
  mines: minesGame,
  plinko: plinkoGame,
  slot: slotGame,
} as const satisfies Record<InHouseGameCode, AnyInHouseGame>;

/** A typed game for a known code; for any other string the game, or undefined when no such game exists. */
export function inHouseGame<C extends InHouseGameCode>(code: C): (typeof IN_HOUSE_GAMES)[C];
export function inHouseGame(code: string): AnyInHouseGame | undefined;
export function inHouseGame(code: string): AnyInHouseGame | undefined {
  return isInHouseGameCode(code) ? IN_HOUSE_GAMES[code] : undefined;
}
