import type { IN_HOUSE_GAMES } from '@wl/rules/in-house/game-registry';
import type { InHouseGameCode } from '@wl/rules/in-house/in-house-game';

type Game<C extends InHouseGameCode> = (typeof IN_HOUSE_GAMES)[C];
/** A game's params and outcome, as the rules package (the one copy the server plays by) names them. */
export type ParamsOf<C extends InHouseGameCode> = Parameters<Game<C>['play']>[1];
export type OutcomeOf<C extends InHouseGameCode> = ReturnType<Game<C>['play']>['outcome'];

/**
 * A round's outcome read as its game's shape. The contract keeps outcomes open (a record whose fields differ per
 * game, contract routes/in-house.ts); each game's shape is named by the rules package, whose functions the server
 * builds the outcome with. This is the one place the web takes that on trust.
 */
export function outcomeOf<C extends InHouseGameCode>(_game: C, outcome: Record<string, unknown>): OutcomeOf<C> {
  return outcome as unknown as OutcomeOf<C>;
}
