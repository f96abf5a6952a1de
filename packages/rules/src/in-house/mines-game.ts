/** Mines as an in-house game: its params schema (the server validates a play with it) and its rules (mines.ts). */
import { z } from 'zod';
import { IN_HOUSE_MAX_BET, IN_HOUSE_MIN_BET, type InHouseGame } from './in-house-game.js';
import { MINES_TILES, type MinesOutcome, type MinesParams, minesMaxMultiplier, minesRtp, playMines } from './mines.js';

export const minesParams = z
  .object({
    mines: z.int().min(1).max(24).default(3),
    picks: z
      .array(
        z
          .int()
          .min(0)
          .max(MINES_TILES - 1),
      )
      .min(1)
      .max(MINES_TILES - 1),
  })
  .refine(({ picks }) => new Set(picks).size === picks.length, { message: 'picks must be distinct', path: ['picks'] })
  .refine(({ mines, picks }) => picks.length <= MINES_TILES - mines, {
    message: 'at most 25 − mines picks',
    path: ['picks'],
  }) satisfies z.ZodType<MinesParams>;

export const minesGame: InHouseGame<MinesParams, MinesOutcome> = {
  code: 'mines',
  name: 'Mines',
  gameType: 'RNG',
  params: minesParams,
  minBet: IN_HOUSE_MIN_BET,
  maxBet: IN_HOUSE_MAX_BET,
  floatsNeeded: () => MINES_TILES - 1,
  play: playMines,
  rtp: minesRtp,
  maxMultiplier: minesMaxMultiplier,
};
