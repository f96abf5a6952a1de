import type { gameSessions, members } from '../db/schema.js';

/** A member as every module sees it: the row the login, a token or a desk found. */
export type Member = typeof members.$inferSelect;
/** A game launch session: what an in-house game page sends as `X-Game-Session`. */
export type GameSession = typeof gameSessions.$inferSelect;
