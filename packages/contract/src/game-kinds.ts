/**
 * Game kinds of bets and their hourly rollups (design.md "Bets and turnover"): the categories of spec section 1.
 * The in-house vendor (BGS) files its wagers under the same kinds, by its catalogue entry: its games are RNG, its
 * lottery will be LOTT or ELOTT. Reports, rebates and salaries group turnover by these kinds.
 */
export const GAME_KINDS = ['LOTT', 'ELOTT', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export function isGameKind(value: string): value is GameKind {
  return (GAME_KINDS as readonly string[]).includes(value);
}

/** What a bet is: open (stake taken, outcome unknown), settled (paid or lost), or cancelled (stake given back). */
export const BET_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
