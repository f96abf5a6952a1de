import { createHash } from 'node:crypto';
import * as jose from 'jose';
import type { Actor } from '../../domain/actor.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { DomainError } from '../../lib/errors.js';
import type { TeamService } from '../team/team-service.js';
import { issueSession, type LoginValue, type SessionIssuerDeps } from './session-issuer.js';
import { SOCIAL_PROVIDERS, type SocialKeys, type SocialProvider } from './social-keys.js';

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
export function createSocialService(
  deps: SessionIssuerDeps & { team: Pick<TeamService, 'uplineForAffiliateCode'> },
  keys: SocialKeys,
) {
  return {
    async login(actor: Actor, input: SocialInput): Promise<LoginValue> {
      const { brand } = actor;
      const audience = input.provider === 'google' ? brand.social.google?.clientId : brand.social.facebook?.appId;
      const keySet = keys[input.provider];
      if (!audience || !keySet) throw new DomainError('function_not_enabled');
      let claims: jose.JWTPayload & { email?: string; email_verified?: boolean; name?: string };
      try {
        ({ payload: claims } = await jose.jwtVerify(input.idToken, keySet, {
          issuer: [...SOCIAL_PROVIDERS[input.provider].issuer],
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
        const uplineId = await deps.team.uplineForAffiliateCode(brand.id, input.affiliateCode);
        const referrer = input.referralCode ? await deps.members.byReferralCode(brand.id, input.referralCode) : null;
        const tag = createHash('sha256').update(`${input.provider}:${sub}`).digest('hex').slice(0, 10);
        const values = {
          brandId: brand.id,
          account: `${input.provider === 'google' ? 'g' : 'fb'}_${tag}`,
          nickname: (claims.name ?? '').slice(0, 40) || `${input.provider} member`,
          type: brand.memberTypes[0] ?? 0,
          email: claims.email_verified ? (claims.email ?? null) : null,
          [column]: sub,
          uplineId,
          referredById: referrer?.id ?? null,
          registerMethod: input.provider.toUpperCase(),
          registerIp: actor.visitor.ip,
        };
        try {
          member = await deps.members.create(values);
        } catch (err) {
          // Two first sign-ins of one provider account raced (a double click, two tabs): the database let one create
          // the member, and the other signs in to it.
          if (!uniqueViolation(err)) throw err;
          member = await deps.members.bySocial(brand.id, input.provider, sub);
          if (!member) throw err;
        }
      }
      return issueSession(deps, brand, member, input.provider, actor.visitor);
    },
  };
}
