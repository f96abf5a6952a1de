/**
 * A round's outcome read as its game's shape. The contract keeps outcomes open (a record whose fields differ per
 * game, contract routes/in-house.ts); each game's shape is named by the rules package, whose functions the server
 * builds the outcome with. This is the one place the web takes that on trust.
 */
export function outcomeOf<T extends object>(outcome: Record<string, unknown>): T {
  return outcome as unknown as T;
}
