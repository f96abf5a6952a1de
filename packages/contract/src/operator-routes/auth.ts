import { z } from 'zod';
import { text } from '../inputs.js';
import { CAPABILITIES, OPERATOR_ROLES } from '../operator-capabilities.js';
import { operatorRoute } from '../operator-route-def.js';
import { empty } from '../schemas.js';

/** An operator as the console sees them (never a secret). */
export const operatorValue = z.object({
  id: z.number().int(),
  account: z.string(),
  role: z.enum(OPERATOR_ROLES),
  allBrands: z.boolean(),
  /** Codes of the brands in scope when not allBrands. */
  brands: z.array(z.string()),
  mustChangePassword: z.boolean(),
  capabilities: z.array(z.enum(CAPABILITIES)),
});
export type OperatorValue = z.infer<typeof operatorValue>;

/** A signed-in console session; recovery codes only once, when two-factor was just enrolled. */
export const operatorSessionValue = z.object({
  token: z.string(),
  expiresAt: z.string(),
  operator: operatorValue,
  recoveryCodes: z.array(z.string()).optional(),
});

const challenge = text().trim().min(1).max(128);
/** A TOTP code: 6 digits (RFC 6238). */
const totpCode = text()
  .trim()
  .regex(/^\d{6}$/, 'six digits');

export const operatorAuthRoutes = {
  operatorLogin: operatorRoute({
    method: 'POST',
    path: '/console/api/auth/login',
    auth: 'public',
    capability: null,
    brandScoped: false,
    audited: false,
    tier: 'auth',
    area: 'auth',
    summary:
      'First step of an operator login: account and password. Answers a short-lived challenge for the TOTP step, ' +
      'or, not enrolled yet, the challenge with a new TOTP secret, its otpauth:// URL and a QR code (SVG)',
    request: z.object({ account: text().trim().min(1).max(64), password: text().min(1).max(200) }),
    response: z.object({
      step: z.enum(['totp', 'enrol']),
      challenge: z.string(),
      secret: z.string().optional(),
      otpauthUrl: z.string().optional(),
      qrSvg: z.string().optional(),
    }),
  }),
  operatorLoginTotp: operatorRoute({
    method: 'POST',
    path: '/console/api/auth/login/totp',
    auth: 'public',
    capability: null,
    brandScoped: false,
    audited: false,
    tier: 'auth',
    area: 'auth',
    summary: 'Second step: the challenge with a TOTP code, or with one of the recovery codes (each works once)',
    request: z.object({
      challenge,
      code: totpCode.optional(),
      recoveryCode: text().trim().min(1).max(32).optional(),
    }),
    response: operatorSessionValue,
  }),
  operatorLoginEnrol: operatorRoute({
    method: 'POST',
    path: '/console/api/auth/login/enrol',
    auth: 'public',
    capability: null,
    brandScoped: false,
    audited: false,
    tier: 'auth',
    area: 'auth',
    summary: 'Second step at the first login: a code of the new secret enrols it; answers 10 recovery codes, once',
    request: z.object({ challenge, code: totpCode }),
    response: operatorSessionValue,
  }),
  operatorLogout: operatorRoute({
    method: 'POST',
    path: '/console/api/auth/logout',
    auth: 'operator',
    capability: null,
    brandScoped: false,
    audited: false,
    tier: 'write',
    area: 'auth',
    summary: 'Ends this console session',
    request: empty,
    response: z.null(),
  }),
  operatorChangePassword: operatorRoute({
    method: 'POST',
    path: '/console/api/auth/password',
    auth: 'operator',
    capability: null,
    brandScoped: false,
    audited: true,
    tier: 'auth',
    area: 'auth',
    summary: "Changes the operator's own password (a new operator's one-time password first); other sessions end",
    request: z.object({ oldPassword: text().min(1).max(200), newPassword: text().min(12).max(200) }),
    response: z.null(),
  }),
  operatorMe: operatorRoute({
    method: 'GET',
    path: '/console/api/auth/me',
    auth: 'operator',
    capability: null,
    brandScoped: false,
    audited: false,
    tier: 'read',
    area: 'auth',
    summary: 'The signed-in operator: role, capabilities and brands',
    request: empty,
    response: operatorValue,
  }),
};
