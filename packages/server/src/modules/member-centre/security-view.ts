import { AVATAR_IDS, PROFILE_FIELDS, type ProfileField, type SecurityProfile } from '@wl/contract/routes/member-centre';
import type { Member } from '../../domain/member.js';
import type { MemberSecurity } from './security-repo.js';

/** '+880', '1712345678' -> '+880 ******5678': enough for the member to recognise, not to read off a screen. */
export function maskMobile(dialing: string | null, mobile: string): string {
  const tail = mobile.slice(-4);
  return `${dialing ? `${dialing} ` : ''}${'*'.repeat(Math.max(mobile.length - 4, 2))}${tail}`;
}

/** 'dave@example.com' -> 'd***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** A payout account number shows only its last four characters. */
export function maskNumber(number: string): string {
  const compact = number.replace(/[\s-]/g, '');
  return `**** ${compact.slice(-4)}`;
}

const isAvatar = (value: string | undefined): value is (typeof AVATAR_IDS)[number] =>
  value !== undefined && (AVATAR_IDS as readonly string[]).includes(value);

/** The real name is the registration's payee name (spec 3 "Register user payload: payeeName"). */
export const realNameOf = (member: Member): string | null => member.profile.payeeName || null;

/** What the security centre shows of a member (contract `securityProfile`). */
export function securityView(member: Member, security: MemberSecurity | null): SecurityProfile {
  const profile: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = member.profile[field];
    if (value) profile[field] = value;
  }
  const avatar = member.profile.avatar;
  return {
    account: member.account,
    nickname: member.nickname,
    avatar: isAvatar(avatar) ? avatar : null,
    iconUrl: member.profile.iconUrl ?? null,
    realName: realNameOf(member),
    profile,
    mobile: member.mobile ? maskMobile(member.countryDialingCode, member.mobile) : null,
    mobileVerified: Boolean(member.mobile && security?.mobileVerifiedAt),
    email: member.email ? maskEmail(member.email) : null,
    emailVerified: Boolean(member.email && security?.emailVerifiedAt),
    hasPaymentPassword: member.paymentPasswordHash !== null,
  };
}
