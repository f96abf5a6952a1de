import { diceGame } from './dice.js';
import type { InHouseGame, InHouseGameCode } from './in-house-game.js';
import { minesGame } from './mines.js';
import { plinkoGame } from './plinko.js';
import { slotGame } from './slot.js';

/** A game whose params and outcome types are known only after `params.parse`. */
export type AnyInHouseGame = InHouseGame<unknown, unknown>;

/** The in-house (vendor BGS) games, keyed by code (each key equals its game's `code`, game-registry.test.ts). */
export const IN_HOUSE_GAMES = {
  dice: diceGame,
  mines: minesGame,
  plinko: plinkoGame,
  slot: slotGame,
} as const satisfies Record<InHouseGameCode, AnyInHouseGame>;

export function isInHouseGameCode(code: string): code is InHouseGameCode {
  return Object.hasOwn(IN_HOUSE_GAMES, code);
}

/** A typed game for a known code; for any other string the game, or undefined when no such game exists. */
export function inHouseGame<C extends InHouseGameCode>(code: C): (typeof IN_HOUSE_GAMES)[C];
export function inHouseGame(code: string): AnyInHouseGame | undefined;
export function inHouseGame(code: string): AnyInHouseGame | undefined {
  return isInHouseGameCode(code) ? IN_HOUSE_GAMES[code] : undefined;
}
