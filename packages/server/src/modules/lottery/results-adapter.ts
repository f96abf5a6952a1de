import { deriveDraw } from '@wl/rules/lottery/draw';
import { isLotteryFamily, isValidDraw } from '@wl/rules/lottery/families';

/**
 * Where an official lottery's results come from (design.md "Lottery": "an operator-entered result confirmed by a
 * second operator, or a signed feed"; design.md's opening: an adapter interface with a built-in offline
 * implementation). The draw job asks the adapter of each game's `results_feed` for every numero whose draw time has
 * passed; a result it answers is stored at once (one guarded UPDATE), and a numero still without one at its
 * deadline is cancelled. Games whose feed is `manual` have no adapter: operators enter their results
 * (lottery-results-service.ts).
 *
 * Plugging in a real feed: implement `ResultsAdapter` (fetch the numero's result over HTTP, check the feed's
 * signature, answer the draw in the family's order of lottery-plays.md or null while it is not out), add it to
 * `resultsAdapters` under a new feed name, and set the games' `results_feed` to that name. An answer that is not a
 * valid draw of the family is never stored.
 *
 * Two kinds of feed: pull and push. A pull adapter is this interface: the draw job (`fetchOfficial` of
 * lottery-draw-service.ts) calls `fetchResult` for each due numero of the games whose `results_feed` names it, so
 * adding one is (1) a file beside this one implementing `ResultsAdapter` (its HTTP call with a timeout, its own
 * signature or TLS check of the answer, null while the result is not out; the game's `feed_secret` is its key),
 * (2) its entry in `resultsAdapters`, (3) the name in `LOTTERY_RESULT_FEEDS` (schema-lottery.ts) and in the
 * `lottery_games_source` check (a migration), and (4) the games switched to it. A push feed has no adapter: the
 * provider calls us (`http`, lottery-feed-service.ts, signed with the game's key). Either way the result is stored
 * by `markDrawn` only, and a result already stored is changed only by a correction of two operators
 * (lottery-correction-service.ts).
 */
export interface OfficialNumero {
  gameCode: string;
  family: string;
  numero: string;
  drawAt: Date;
  /** The game's feed key (the offline feed derives its results from it); never shown. */
  feedSecret: string | null;
}

export interface ResultsAdapter {
  /** The draw of the numero in its family's order, or null when the result is not available (yet). */
  fetchResult(numero: OfficialNumero): Promise<string[] | null>;
}

/**
 * The offline feed: a stand-in for an outside lottery, for demos and installs without a network feed. It answers
 * the rules package's draw (`deriveDraw`) keyed by the game's secret, so results are fixed from the start, differ
 * per game and install, and are known to nobody who cannot read the database.
 */
export const offlineResults: ResultsAdapter = {
  async fetchResult(n) {
    if (!n.feedSecret || !isLotteryFamily(n.family)) return null;
    return deriveDraw(n.family, n.feedSecret, n.gameCode, n.numero);
  },
};

/** The feeds by the name a game's `results_feed` holds. */
export const resultsAdapters: Readonly<Record<string, ResultsAdapter>> = { offline: offlineResults };

/** A feed's answer as a draw of the family, or null when it is not one (never stored then). */
export function checkedDraw(family: string, draw: unknown): string[] | null {
  if (!Array.isArray(draw) || !isLotteryFamily(family)) return null;
  return isValidDraw(family, draw) ? [...draw] : null;
}
