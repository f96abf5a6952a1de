import type { memberRow } from '@wl/contract/operator-routes/members';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { Brand } from '../../domain/brand.js';
import { auditActorOf, type OperatorActor, requireBrand } from '../../domain/operator-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { fromUnits } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import type { TeamService } from '../team/team-service.js';
import { createMemberDeskRepo, type DeskMember, type MemberSearch } from './member-desk-repo.js';

export type MemberDeskDeps = Pick<AppDeps, 'clock' | 'config' | 'brands'> & {
  database: Pick<AppDeps['database'], 'db' | 'transaction'>;
};

const RECENT = 20;

export function memberRowOf(m: DeskMember): z.input<typeof memberRow> {
  return {
    id: m.id,
    brand: m.brandCode,
    account: m.account,
    nickname: m.nickname,
    type: m.type,
    mobile: m.mobile,
    email: m.email,
    locked: m.lockedAt !== null,
    mustChangePassword: m.mustChangePassword,
    lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: m.lastLoginIp,
    createdAt: m.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a member before and after a desk action. */
function snapshot(m: DeskMember) {
  return { locked: m.lockedAt !== null, mustChangePassword: m.mustChangePassword };
}

/** A brand by code, in the operator's scope (403 forbidden otherwise, 404 when there is none). */
export async function brandInScope(deps: Pick<AppDeps, 'brands'>, actor: OperatorActor, code: string): Promise<Brand> {
  const brand = await deps.brands.byCode(code);
  if (!brand) throw new DomainError('not_found');
  requireBrand(actor, brand.id);
  return brand;
}

/**
 * The members desk: find a brand's members, read one member's whole picture, and lock, unlock, end sessions or force a
 * password change, each audited in the transaction of the change.
 */
export function createMemberDeskService(deps: MemberDeskDeps & { audit: AuditService; team: TeamService }) {
  const { db } = deps.database;
  const repo = createMemberDeskRepo(db);
  const { audit } = deps;
  const teamService = deps.team;

  async function memberInScope(actor: OperatorActor, memberId: number, tx: Db = db, forUpdate = false) {
    const member = await repo.byId(memberId, tx, forUpdate);
    if (!member) throw new DomainError('not_found');
    requireBrand(actor, member.brandId);
    return member;
  }

  /** One audited change of a member: the row locked, the change, its audit row, in one transaction. */
  function change(
    actor: OperatorActor,
    action: string,
    memberId: number,
    apply: (member: DeskMember, tx: Db) => Promise<Record<string, unknown> | undefined>,
  ) {
    return deps.database.transaction(async (tx) => {
      const before = await memberInScope(actor, memberId, tx, true);
      const extra = (await apply(before, tx)) ?? {};
      const after = await repo.byId(memberId, tx);
      if (!after) throw new DomainError('not_found');
      await audit.record(
        auditActorOf(actor),
        {
          action,
          targetType: 'member',
          targetId: memberId,
          brandId: before.brandId,
          before: snapshot(before),
          after: { ...snapshot(after), ...extra },
        },
        tx,
      );
      return memberRowOf(after);
    });
  }

  return {
    async search(actor: OperatorActor, input: MemberSearch & { brand: string; pageNo: number; pageSize?: number }) {
      const brand = await brandInScope(deps, actor, input.brand);
      const page = pageOf(input);
      const { rows, total } = await repo.search(brand.id, input, page);
      return pagedOf(rows.map(memberRowOf), total, page);
    },

    async detail(actor: OperatorActor, memberId: number) {
      const member = await memberInScope(actor, memberId);
      const now = deps.clock.now();
      const idleSince = now.getTime() - deps.config.sessionIdleMs;
      const [team, wallets, entries, recentBets, history] = await Promise.all([
        teamService.summary(memberId),
        repo.wallets(memberId),
        repo.ledgerEntries(memberId, RECENT),
        repo.bets(memberId, RECENT),
        repo.sessions(memberId, 50),
      ]);
      const live = history.filter(
        (s) => s.revokedAt === null && s.expiresAt > now && s.lastSeenAt.getTime() > idleSince,
      );
      return {
        member: {
          ...memberRowOf(member),
          countryDialingCode: member.countryDialingCode,
          lockedAt: member.lockedAt?.toISOString() ?? null,
          registerIp: member.registerIp,
          profile: member.profile,
        },
        team,
        wallets: wallets.map((w) => ({ code: w.code, balance: fromUnits(w.balance) })),
        ledger: entries.map((e) => ({
          transferId: e.transferId,
          kind: e.kind,
          reason: e.reason,
          wallet: e.wallet,
          amount: fromUnits(e.amount),
          balanceAfter: fromUnits(e.balanceAfter),
          at: e.at.toISOString(),
        })),
        bets: recentBets.map((b) => ({
          id: b.id,
          gameKind: b.gameKind,
          vendor: b.vendorCode,
          game: b.gameCode,
          stake: fromUnits(b.stake),
          payout: fromUnits(b.payout),
          status: b.status,
          placedAt: b.placedAt.toISOString(),
        })),
        logins: history
          .slice(0, RECENT)
          .map((s) => ({ at: s.createdAt.toISOString(), ip: s.ip, loginType: s.loginType })),
        sessions: live.map((s) => ({
          id: s.id,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          ip: s.ip,
          loginType: s.loginType,
        })),
      };
    },

    /** Locked: every session ends and login is refused (account_locked) until unlocked. */
    lock(actor: OperatorActor, input: { memberId: number; reason: string }) {
      return change(actor, 'memberLock', input.memberId, async (member, tx) => {
        const now = deps.clock.now();
        await repo.update(member.id, { lockedAt: member.lockedAt ?? now }, tx);
        const ended = await repo.revokeSessions(member.id, now, tx);
        return { reason: input.reason, sessionsEnded: ended };
      });
    },

    unlock(actor: OperatorActor, input: { memberId: number }) {
      return change(actor, 'memberUnlock', input.memberId, async (member, tx) => {
        await repo.update(member.id, { lockedAt: null }, tx);
        return undefined;
      });
    },

    endSessions(actor: OperatorActor, input: { memberId: number }) {
      return change(actor, 'memberEndSessions', input.memberId, async (member, tx) => ({
        sessionsEnded: await repo.revokeSessions(member.id, deps.clock.now(), tx),
      }));
    },

    /**
     * The real name (the profile's payeeName): members set it once in the security centre; afterwards only this
     * audited action changes it. The row is locked, so the merge below cannot lose a member's concurrent edit.
     */
    setRealName(actor: OperatorActor, input: { memberId: number; realName: string; reason: string }) {
      return change(actor, 'memberSetRealName', input.memberId, async (member, tx) => {
        await repo.update(member.id, { profile: { ...member.profile, payeeName: input.realName } }, tx);
        return { reason: input.reason, realNameBefore: member.profile.payeeName ?? null, realName: input.realName };
      });
    },

    /** Spec 4's forced change: the next login may only change the password. Live sessions end now. */
    forcePasswordChange(actor: OperatorActor, input: { memberId: number }) {
      return change(actor, 'memberForcePasswordChange', input.memberId, async (member, tx) => {
        await repo.update(member.id, { mustChangePassword: true }, tx);
        return { sessionsEnded: await repo.revokeSessions(member.id, deps.clock.now(), tx) };
      });
    },
  };
}

export type MemberDeskService = ReturnType<typeof createMemberDeskService>;
