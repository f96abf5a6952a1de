import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as jose from 'jose';
import type { AppDeps } from '../../deps.js';
import type { RequestContext } from '../../http/request-context.js';
import { DomainError } from '../../lib/errors.js';
import { issueSession, type LoginValue } from './session-issuer.js';

export type SocialProvider = 'google' | 'facebook';
export type SocialKeys = Partial<Record<SocialProvider, jose.JWTVerifyGetKey>>;

/** Who signs each provider's ID tokens, and where its public keys are published. */
const PROVIDERS = {
  google: {
    issuer: ['https://accounts.google.com', 'accounts.google.com'],
    jwks: 'https://www.googleapis.com/oauth2/v3/certs',
  },
  // Facebook Limited Login issues OpenID Connect ID tokens.
  facebook: {
    issuer: ['https://www.facebook.com'],
    jwks: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
  },
} as const;

/**
 * The providers' key sets: a local JWKS file when GOOGLE_JWKS_FILE / FACEBOOK_JWKS_FILE is set (offline
 * deployments, tests), else the provider's published keys, fetched and cached by jose.
 */
export function socialKeysFromEnv(env: NodeJS.ProcessEnv = process.env): SocialKeys {
  const keys: SocialKeys = {};
  for (const provider of ['google', 'facebook'] as const) {
    const file = env[`${provider.toUpperCase()}_JWKS_FILE`];
    keys[provider] = file
      ? jose.createLocalJWKSet(JSON.parse(readFileSync(file, 'utf8')))
      : jose.createRemoteJWKSet(new URL(PROVIDERS[provider].jwks));
  }
  return keys;
}

export interface SocialInput {
  provider: SocialProvider;
  idToken: string;
  nonce?: string | undefined;
  affiliateCode?: string | undefined;
  referralCode?: string | undefined;
}

/**
 * Google and Facebook sign-in (spec 1) where the brand configures a client id: the provider's ID token is
 * verified against its keys, issuer, audience and expiry; the member linked to that provider account logs in,
 * or, failing that, the member with the same verified e-mail gets linked, or a new member is made.
 */
export function createSocialService(deps: AppDeps, keys: SocialKeys) {
  return {
    async login(ctx: RequestContext, input: SocialInput): Promise<LoginValue> {
      const { brand } = ctx;
      const audience = input.provider === 'google' ? brand.social.google?.clientId : brand.social.facebook?.appId;
      const keySet = keys[input.provider];
      if (!audience || !keySet) throw new DomainError('function_not_enabled');
      let claims: jose.JWTPayload & { email?: string; email_verified?: boolean; name?: string };
      try {
        ({ payload: claims } = await jose.jwtVerify(input.idToken, keySet, {
          issuer: [...PROVIDERS[input.provider].issuer],
          audience,
          currentDate: deps.clock.now(),
        }));
      } catch {
        throw new DomainError('social_token_invalid');
      }
      const sub = claims.sub;
      if (!sub) throw new DomainError('social_token_invalid');
      if (input.nonce !== undefined && claims.nonce !== input.nonce) throw new DomainError('social_token_invalid');
      const column = input.provider === 'google' ? 'googleSub' : 'facebookSub';

      let member = await deps.members.bySocial(brand.id, input.provider, sub);
      if (!member && claims.email && claims.email_verified === true) {
        const byEmail = await deps.members.byEmail(brand.id, claims.email);
        if (byEmail && !byEmail[column]) {
          await deps.members.update(byEmail.id, { [column]: sub });
          member = { ...byEmail, [column]: sub };
        }
      }
      if (!member) {
        let uplineId: number | null = null;
        if (input.affiliateCode) {
          const agent = await deps.members.byAffiliateCode(brand.id, input.affiliateCode);
          if (!agent) throw new DomainError('invitation_code_error');
          uplineId = agent.id;
        }
        const referrer = input.referralCode ? await deps.members.byReferralCode(brand.id, input.referralCode) : null;
        const tag = createHash('sha256').update(`${input.provider}:${sub}`).digest('hex').slice(0, 10);
        member = await deps.members.create({
          brandId: brand.id,
          account: `${input.provider === 'google' ? 'g' : 'fb'}_${tag}`,
          nickname: (claims.name ?? '').slice(0, 40) || `${input.provider} member`,
          type: brand.memberTypes[0] ?? 0,
          email: claims.email_verified ? (claims.email ?? null) : null,
          [column]: sub,
          uplineId,
          referredById: referrer?.id ?? null,
          registerMethod: input.provider.toUpperCase(),
          registerIp: ctx.visitor.ip,
        });
      }
      return issueSession(deps, brand, member, input.provider, ctx.visitor.ip);
    },
  };
}
