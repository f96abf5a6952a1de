/** The slot as an in-house game: it takes no params (the stake is the only input); its rules are in slot.ts. */
import { z } from 'zod';
import { IN_HOUSE_MAX_BET, IN_HOUSE_MIN_BET, type InHouseGame } from './in-house-game.js';
import { playSlot, SLOT_MAX_MULTIPLIER, SLOT_REELS, type SlotOutcome, slotRtp } from './slot.js';

export const slotParams = z.object({});
export type SlotParams = z.infer<typeof slotParams>;

export const slotGame: InHouseGame<SlotParams, SlotOutcome> = {
  code: 'slot',
  name: 'Lucky Sevens',
  gameType: 'RNG',
  params: slotParams,
  minBet: IN_HOUSE_MIN_BET,
  maxBet: IN_HOUSE_MAX_BET,
  floatsNeeded: () => SLOT_REELS,
  play: (floats) => playSlot(floats),
  rtp: slotRtp,
  maxMultiplier: () => SLOT_MAX_MULTIPLIER,
};
