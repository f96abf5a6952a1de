import type { GameKind } from '@wl/contract/game-kinds';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, members } from './schema.js';

/**
 * The turnover module's tables (design.md "Bets and turnover", "Agents and rewards"): the hourly bet rollups and
 * the wagering requirements read from them. Only `modules/turnover` reads them and only `modules/bets` writes the
 * rollups (`.dependency-cruiser.mjs` rule `turnover-tables-in-turnover`). Amounts in ledger units (0.0001).
 */

/**
 * Hourly rollups of bets per member and game kind: what reports, rebates, salaries and missions read instead of raw
 * bets. Each figure counts in the UTC hour of the event that produced it (modules/bets/bet-service.ts): stake and
 * count when a bet is placed; valid turnover, payout and profit when it is settled (agent-rules.md VT: stakes
 * settled in the window); a cancel takes stake and count away when it happens. An hour that has passed never
 * changes. Game kinds are the contract's GAME_KINDS, the rule books' kinds.
 */
export const betHourly = pgTable(
  'bet_hourly',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameKind: text('game_kind').$type<GameKind>().notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    validTurnover: bigint('valid_turnover', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    profit: bigint('profit', { mode: 'number' }).notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.memberId, t.gameKind, t.hour] }),
    index('bet_hourly_brand_hour').on(t.brandId, t.hour),
  ],
);

/**
 * A member's wagering requirements (modules/turnover/wagering-service.ts), one per (member, key): `deposit` is the
 * deposit turnover rule (design.md "Cashier": every deposit wagered once; transfers carry their share), and a
 * bonus grant will be `bonus:<grantId>` with its own kinds (rewards-rules.md RW-BONUS). `required` is what must be
 * wagered from `since_hour` on; progress is the valid turnover of `kinds` (null: every kind) in the rollups from
 * that hour, less `hour_base`, what that hour already held when the requirement last changed. A change first lets
 * the progress pay the old requirement down, then adds, and starts again from the hour of the change.
 */
export const wageringRequirements = pgTable(
  'wagering_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    key: text('key').notNull(),
    kinds: text('kinds').array().$type<GameKind[]>(),
    required: bigint('required', { mode: 'number' }).notNull().default(0),
    sinceHour: timestamp('since_hour', { withTimezone: true }).notNull(),
    hourBase: bigint('hour_base', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wagering_requirements_member_key').on(t.memberId, t.key),
    check('wagering_requirements_required', sql`${t.required} >= 0`),
    check(
      'wagering_requirements_kinds',
      sql`${t.kinds} <@ array['LOTT', 'ELOTT', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT']`,
    ),
  ],
);
