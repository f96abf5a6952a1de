import type { OperatorRole } from '@wl/contract/operator-capabilities';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, members } from './schema.js';

/**
 * Operators: the staff who run brands (design.md "Operators"), apart from members. argon2id passwords, TOTP
 * two-factor (RFC 6238), a lock after repeated failures, a role and a scope of all brands or named brands.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    /** argon2id (m=19456 KiB, t=2, p=1), as members'. */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    /** In scope: every brand, or only those of operator_brands. */
    allBrands: boolean('all_brands').notNull().default(false),
    /** Base32 TOTP secret; null until enrolment at the first login. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The 30-second step of the last accepted code: a code is accepted once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_account').on(sql`lower(${t.account})`)],
);

export const operatorBrands = pgTable(
  'operator_brands',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.brandId] })],
);

/** Ten one-time codes for a lost authenticator: only their SHA-256 is kept. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_recovery_codes_operator').on(t.operatorId)],
);

/**
 * The step between password and TOTP: a random token (its SHA-256 kept), short-lived and single use. An enrolment
 * challenge carries the secret being enrolled until a code of it proves the authenticator holds it.
 */
export const operatorChallenges = pgTable('operator_challenges', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id),
  tokenHash: text('token_hash').notNull().unique(),
  purpose: text('purpose').$type<'totp' | 'enrol'>().notNull(),
  pendingSecret: text('pending_secret'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Console sessions: the token's SHA-256; idle (30 min) and absolute (12 h) expiry. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);

/** Every operator login attempt, at each step, whatever its outcome. */
export const operatorLogins = pgTable(
  'operator_logins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id'),
    /** The account as typed (it may name nobody). */
    account: text('account').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    step: text('step').$type<'password' | 'totp' | 'recovery' | 'enrol'>().notNull(),
    /** ok, bad_password, locked, disabled, bad_code, challenge_invalid */
    outcome: text('outcome').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('operator_logins_operator').on(t.operatorId, t.at)],
);

/**
 * The audit log: who, when, from where, what and the values before and after, written in the transaction of the
 * change. A trigger (migration 0013) refuses every UPDATE, DELETE and TRUNCATE: nobody can edit or delete it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for the command line, which names its user in `actor`. */
    operatorId: integer('operator_id'),
    actor: text('actor').notNull(),
    ip: text('ip'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    brandId: integer('brand_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_operator').on(t.operatorId, t.at),
    index('audit_log_brand').on(t.brandId, t.at),
    index('audit_log_target').on(t.targetType, t.targetId),
  ],
);

/** Maker-checker: a credit (positive) or debit (negative) of a member's main wallet an operator asked for. */
export const moneyRequests = pgTable(
  'money_requests',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** 0.0001 units; positive credits, negative debits. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** The operator who asked; null when the command line asked (its `maker` is 'cli:<user>'). */
    makerId: integer('maker_id').references(() => operators.id),
    /** Who asked, as the audit log names them: the operator's account or 'cli:<user>'. */
    maker: text('maker').notNull(),
    checkerId: integer('checker_id').references(() => operators.id),
    checker: text('checker'),
    /** The caller's key: the same key with the same input answers the first request, never a second movement. */
    idempotencyKey: text('idempotency_key'),
    status: text('status').$type<'pending' | 'approved' | 'rejected' | 'executed'>().notNull(),
    decisionReason: text('decision_reason'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('money_requests_brand').on(t.brandId, t.status, t.createdAt),
    // What one maker moved for one member in the brand's approval window (modules/approvals/maker-checker.ts).
    index('money_requests_member_maker').on(t.memberId, t.maker, t.createdAt),
    uniqueIndex('money_requests_brand_key').on(t.brandId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);
