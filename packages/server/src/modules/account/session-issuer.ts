import type { AppDeps } from '../../deps.js';
import type { Visitor } from '../../domain/actor.js';
import type { Brand } from '../../domain/brand.js';
import { DAY_MS } from '../../lib/clock.js';
import { DomainError } from '../../lib/errors.js';
import type { SystemMessages } from '../messages/system-messages.js';
import type { Member } from './member-repo.js';

export type LoginType = 'username' | 'sms' | 'freeplay' | 'register' | 'reset' | 'google' | 'facebook';

/** Logins that prove the password: only these can be told the password must change (spec 4: not sms or firebase). */
const PASSWORD_LOGINS: ReadonlySet<LoginType> = new Set(['username']);

export interface LoginValue {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  token: string;
}

/** What opening a session reads and writes. */
export type SessionIssuerDeps = Pick<AppDeps, 'clock' | 'config' | 'members' | 'sessions' | 'database'> & {
  systemMessages: Pick<SystemMessages, 'sendSystemMessage'>;
};

/**
 * Opens a session for a member who proved who they are: a new token every time (spec 7 login value), first-login
 * and password-expiry flags, and the member's last-login data; a login from an IP the member never used before
 * leaves a system message in their inbox, in the same transaction.
 */
export async function issueSession(
  deps: SessionIssuerDeps,
  brand: Brand,
  member: Member,
  loginType: LoginType,
  visitor: Pick<Visitor, 'ip' | 'userAgent'>,
): Promise<LoginValue> {
  const { ip } = visitor;
  // Locked by an operator (the console's members desk): no way in, whatever the proof, until unlocked.
  if (member.lockedAt) throw new DomainError('account_locked');
  const now = deps.clock.now();
  const maxAgeMs = brand.passwordMaxAgeDays * DAY_MS;
  const expired =
    brand.whitelabel.PWDEXPFORCECHANGE3 &&
    member.passwordChangedAt !== null &&
    now.getTime() - member.passwordChangedAt.getTime() > maxAgeMs;
  const passwordExpired = PASSWORD_LOGINS.has(loginType) && (member.mustChangePassword || expired);
  // A member who logged in before, never from this IP, is told in their inbox (spec 2 messageV2).
  const newIp = member.lastLoginAt !== null && !(await deps.sessions.loggedInFrom(member.id, ip));
  const token = await deps.database.transaction(async (tx) => {
    const created = await deps.sessions.create(
      member.id,
      now,
      deps.config.sessionTtlMs,
      { loginType, mustChangePassword: passwordExpired, ip, userAgent: visitor.userAgent ?? null },
      tx,
    );
    await deps.members.update(member.id, { lastLoginAt: now, lastLoginIp: ip }, tx);
    if (newIp) await deps.systemMessages.sendSystemMessage(member.id, 'new_device', { ip }, tx);
    return created;
  });
  return { firstTimeLogin: member.lastLoginAt === null, passwordExpired, token };
}
