import { z } from 'zod';
import { CONSTANTS } from '../constants.js';
import { dateText, id, text } from '../inputs.js';
import { route } from '../route-def.js';
import { empty, nothing, pageQuery } from '../schemas.js';

/**
 * The member centre's security centre (spec 2 "securityCenter", spec 3 "Other profile fields"): profile, nickname
 * and avatar, mobile and e-mail binding, payment password, payout accounts, login history and sessions. Not in
 * spec 7 (paths not shown): every path here is ours. All token routes; trial members are refused (spec 6).
 */

/** Preset avatars (web public/avatars/<id>.svg): a member picks one, never an address of their own. */
export const AVATAR_IDS = ['a01', 'a02', 'a03', 'a04', 'a05', 'a06', 'a07', 'a08'] as const;

/** Contact handles of spec 3 "Other profile fields". */
export const CONTACT_HANDLES = ['telegram', 'zalo', 'whatsapp', 'line', 'skype'] as const;

/** Profile fields the member edits freely (the real name is set once, apart). */
export const PROFILE_FIELDS = [
  'fullName',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
  'region',
  ...CONTACT_HANDLES,
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** At most this many bank cards and e-wallet accounts per member. */
export const MAX_PAYOUT_ACCOUNTS = 5;

const short = () => text().trim().max(50);
const handle = () => text().trim().max(64);

export const securityProfile = z.object({
  account: z.string(),
  nickname: z.string(),
  avatar: z.enum(AVATAR_IDS).nullable(),
  iconUrl: z.string().nullable(),
  /** Set once by the member; afterwards only an operator changes it. */
  realName: z.string().nullable(),
  profile: z.object(
    Object.fromEntries(PROFILE_FIELDS.map((f) => [f, z.string().optional()])) as {
      [K in ProfileField]: z.ZodOptional<z.ZodString>;
    },
  ),
  /** Masked: '+880 ****5678'. */
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  /** Masked: 'd***@example.com'. */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  hasPaymentPassword: z.boolean(),
});
export type SecurityProfile = z.infer<typeof securityProfile>;

export const payoutAccount = z.object({
  id: z.number().int(),
  kind: z.enum(['bank', 'ewallet']),
  /** The bank or e-wallet provider's name as the member typed it. */
  provider: z.string(),
  holderName: z.string(),
  /** Only the last four characters are shown: '**** 4321'. */
  maskedNumber: z.string(),
  branch: z.string().nullable(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

export const loginRecord = z.object({
  id: z.number().int(),
  time: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  /** username, sms, freeplay, register, reset, google, facebook */
  loginType: z.string(),
  /** The browser's User-Agent at login, when it was recorded. */
  device: z.string().nullable(),
  /** Still logged in on that device. */
  active: z.boolean(),
  /** The session of this request. */
  current: z.boolean(),
});

export const memberCentreRoutes = {
  securityProfile: route({
    auth: 'token',
    encrypted: false,
    area: 'account',
    addedPath: true,
    method: 'GET',
    path: '/wps/member/security',
    tier: 'read',
    summary: "The member's profile, contacts (masked) and whether a payment password is set",
    request: empty,
    response: securityProfile,
  }),
  updateProfile: route({
    auth: 'token',
    encrypted: false,
    area: 'account',
    addedPath: true,
    method: 'PUT',
    path: '/wps/member/security/profile',
    tier: 'write',
    summary: 'Save profile fields (18 or older by birthday); the real name only while none is set',
    request: z.object({
      realName: text().trim().min(2).max(50).optional(),
      fullName: text().trim().max(100).optional(),
      birthday: dateText().optional(),
      address: text().trim().max(200).optional(),
      nationality: short().optional(),
      occupation: short().optional(),
      incomeSource: short().optional(),
      region: short().optional(),
      telegram: handle().optional(),
      zalo: handle().optional(),
      whatsapp: handle().optional(),
      line: handle().optional(),
      skype: handle().optional(),
    }),
    response: securityProfile,
  }),
  updateNickname: route({
    auth: 'token',
    encrypted: false,
    area: 'account',
    addedPath: true,
    method: 'PUT',
    path: '/wps/member/security/nickname',
    tier: 'write',
    summary: 'Change the nickname and pick a preset avatar',
    request: z.object({ nickname: text().trim().min(2).max(20), avatar: z.enum(AVATAR_IDS).nullable().optional() }),
    response: securityProfile,
  }),
  bindMobileCode: route({
    auth: 'token',
    encrypted: false,
    area: 'account',
    addedPath: true,
    method: 'POST',
    path: '/wps/member/security/mobile/code',
    tier: 'sms',
    summary: 'Send an SMS code to the mobile number to bind',
    request: z.object({ mobileNum: text().trim(), countryDialingCode: text().trim() }),
    response: z.object({ expiredMinutes: z.number() }),
  }),
  bindMobile: route({
    auth: 'token',
    encrypted: false,
    area: 'account',
    addedPath: true,
    method: 'POST',
    path: '/wps/member/security/mobile',
    tier: 'auth',
    summary: 'Bind the mobile number with the SMS code sent to it',
    request: z.object({
      mobileNum: text().trim(),
      countryDialingCode: text().trim(),
      verificationCode: text().max(CONSTANTS.verificationCodeMaxLength),
    }),
    response: securityProfile,
  }),
  bindEmail: route({
    auth: 'token',
    encrypted: false,
    area: 'account',
    addedPath: true,
    method: 'POST',
    path: '/wps/member/security/email',
    tier: 'sms',
    summary: 'Send a verification link to the e-mail address to bind',
    request: z.object({ email: text().trim().max(254) }),
    response: nothing,
  }),
  confirmEmail: route({
    method: 'POST',
    path: '/wps/member/security/email/confirm',
    auth: 'public',
    encrypted: false,
    tier: 'auth',
    area: 'account',
    addedPath: true,
    summary: 'Confirm an e-mail address with the token of its verification link (works on any device)',
    request: z.object({ token: text().min(20).max(200) }),
    response: z.object({ email: z.string() }),
  }),
  paymentPassword: route({
    auth: 'token',
    encrypted: true,
    area: 'account',
    addedPath: true,
    method: 'POST',
    path: '/wps/member/security/payment-password',
    tier: 'auth',
    summary: 'Set the payment password, or change it with the old one',
    request: z.object({ oldPassword: text().optional(), newPassword: text(), confirmPassword: text() }),
    response: nothing,
  }),
  checkPaymentPassword: route({
    auth: 'token',
    encrypted: true,
    area: 'account',
    addedPath: true,
    method: 'POST',
    path: '/wps/member/security/payment-password/check',
    tier: 'auth',
    summary:
      'Check the payment password where it is typed, before a confirm step; a wrong one counts toward the lock ' +
      'like any other and answers payment_password_incorrect with { attemptsLeft }',
    request: z.object({ paymentPassword: text().max(64) }),
    response: nothing,
  }),
  payoutAccounts: route({
    auth: 'token',
    encrypted: false,
    area: 'account',
    addedPath: true,
    method: 'GET',
    path: '/wps/member/payout-accounts',
    tier: 'read',
    summary: "The member's bank cards and e-wallet accounts, numbers masked",
    request: empty,
    response: z.array(payoutAccount),
  }),
  addPayoutAccount: route({
    auth: 'token',
    encrypted: false,
    area: 'account',
    addedPath: true,
    method: 'POST',
    path: '/wps/member/payout-accounts',
    tier: 'write',
    summary: 'Add a bank card or e-wallet account in the real name (at most 5)',
    request: z.object({
      kind: z.enum(['bank', 'ewallet']),
      provider: text().trim().min(2).max(60),
      holderName: text().trim().min(2).max(50),
      number: text()
        .trim()
        .regex(/^[0-9A-Za-z -]{4,40}$/, 'account_number'),
      branch: text().trim().max(100).optional(),
    }),
    response: payoutAccount,
  }),
  removePayoutAccount: route({
    auth: 'token',
    encrypted: true,
    area: 'account',
    addedPath: true,
    method: 'POST',
    path: '/wps/member/payout-accounts/remove',
    tier: 'write',
    summary: 'Remove a bank card or e-wallet account (needs the payment password)',
    request: z.object({ id: id(), paymentPassword: text() }),
    response: nothing,
  }),
  loginHistory: route({
    auth: 'token',
    encrypted: false,
    area: 'account',
    addedPath: true,
    method: 'GET',
    path: '/wps/member/security/logins',
    tier: 'read',
    summary: "The member's logins, newest first, with those still active",
    request: pageQuery,
    response: z.object({ content: z.array(loginRecord), pageNum: z.number().int(), totalPages: z.number().int() }),
  }),
  logoutOtherSessions: route({
    auth: 'token',
    encrypted: false,
    area: 'account',
    addedPath: true,
    method: 'POST',
    path: '/wps/member/security/sessions/logout-others',
    tier: 'write',
    summary: 'Log out every other device (all sessions but this one)',
    request: empty,
    response: z.object({ revoked: z.number().int() }),
  }),
};
