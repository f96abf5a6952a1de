import type { AppDeps } from '../../deps.js';
import type { Visitor } from '../../lib/actor.js';
import { DomainError } from '../../lib/errors.js';
import type { Brand } from '../brands/brand-repo.js';
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
export type SessionIssuerDeps = Pick<AppDeps, 'clock' | 'config' | 'members' | 'sessions'>;

/**
 * Opens a session for a member who proved who they are: a new token every time (spec 7 login value), first-login
 * and password-expiry flags, and the member's last-login data.
 */
export async function issueSession(
  deps: SessionIssuerDeps,
  brand: Brand,
  member: Member,
  loginType: LoginType,
  visitor: Pick<Visitor, 'ip' | 'userAgent'>,
): Promise<LoginValue> {
  const { ip } = visitor;
  // Locked by an operator (issue 12, members desk): no way in, whatever the proof, until unlocked.
  if (member.lockedAt) throw new DomainError('account_locked');
  const now = deps.clock.now();
  const maxAgeMs = brand.passwordMaxAgeDays * 86_400_000;
  const expired =
    brand.whitelabel.PWDEXPFORCECHANGE3 &&
    member.passwordChangedAt !== null &&
    now.getTime() - member.passwordChangedAt.getTime() > maxAgeMs;
  const passwordExpired = PASSWORD_LOGINS.has(loginType) && (member.mustChangePassword || expired);
  const token = await deps.sessions.create(member.id, now, deps.config.sessionTtlMs, {
    loginType,
    mustChangePassword: passwordExpired,
    ip,
    userAgent: visitor.userAgent ?? null,
  });
  await deps.members.update(member.id, { lastLoginAt: now, lastLoginIp: ip });
  return { firstTimeLogin: member.lastLoginAt === null, passwordExpired, token };
}
