import type { brands } from '../db/schema.js';

/** A brand (one white-label site) as every module sees it: its row, read through modules/brands' repo. */
export type Brand = typeof brands.$inferSelect;
