import { readFileSync } from 'node:fs';
import * as jose from 'jose';

export type SocialProvider = 'google' | 'facebook';
export type SocialKeys = Partial<Record<SocialProvider, jose.JWTVerifyGetKey>>;

/** Who signs each provider's ID tokens, and where its public keys are published. */
export const SOCIAL_PROVIDERS = {
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
      : jose.createRemoteJWKSet(new URL(SOCIAL_PROVIDERS[provider].jwks));
  }
  return keys;
}
