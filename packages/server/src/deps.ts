import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createLedger, type Ledger } from './ledger/ledger.js';
import type { Clock } from './lib/clock.js';
import { createSecretBox, loadSecretKey, type SecretBox } from './lib/secret-box.js';
import { createLoginGuard, type LoginGuard } from './modules/account/login-guard.js';
import { createMemberRepo, type MemberRepo } from './modules/account/member-repo.js';
import { type SocialKeys, socialKeysFromEnv } from './modules/account/social-keys.js';
import { type BrandRepo, createBrandRepo } from './modules/brands/brand-repo.js';
import { type CaptchaService, createCaptchaService } from './modules/captcha/captcha-service.js';
import type { PayloadKeys } from './modules/crypto/payload-keys.js';
import { type MessageProvider, providerFromEnv } from './modules/outbox/messaging.js';
import { createSessionRepo, type SessionRepo } from './modules/sessions/session-repo.js';
import { createSmsService, type SmsService } from './modules/sms/sms-service.js';

/** What services and plugins receive (conventions.md: services are factories given their dependencies). */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  keys: PayloadKeys;
  brands: BrandRepo;
  sessions: SessionRepo;
  members: MemberRepo;
  loginGuard: LoginGuard;
  captcha: CaptchaService;
  sms: SmsService;
  /** E-mail to members (forgot password): the outbox by default, an HTTP gateway when MAIL_HTTP_URL is set. */
  mail: MessageProvider;
  /** The double-entry ledger: everything that moves money goes through it. */
  ledger: Ledger;
  /** Key sets that verify Google and Facebook ID tokens. */
  socialKeys: SocialKeys;
  /** Seals secrets kept at rest (operators' TOTP secrets) with a key outside the database. */
  secretBox: SecretBox;
}

export interface DepOverrides {
  smsProvider?: MessageProvider;
  mailProvider?: MessageProvider;
  captchaText?: () => string;
  socialKeys?: SocialKeys;
}

export function createDeps(
  base: Pick<AppDeps, 'config' | 'database' | 'clock' | 'keys'>,
  overrides: DepOverrides = {},
): AppDeps {
  const { db } = base.database;
  const { clock } = base;
  return {
    ...base,
    brands: createBrandRepo(db, { cacheMs: base.config.brandCacheMs }),
    sessions: createSessionRepo(db),
    members: createMemberRepo(db),
    loginGuard: createLoginGuard({ db, clock }),
    captcha: createCaptchaService({ db, clock, ...(overrides.captchaText ? { text: overrides.captchaText } : {}) }),
    sms: createSmsService({ db, clock, provider: overrides.smsProvider ?? providerFromEnv(db, 'sms') }),
    mail: overrides.mailProvider ?? providerFromEnv(db, 'email'),
    socialKeys: overrides.socialKeys ?? socialKeysFromEnv(),
    ledger: createLedger(base.database, clock),
    secretBox: createSecretBox(secretKeyOf(base.config)),
  };
}

/** The key of the secret box for this configuration (lib/secret-box.ts says where it lives). */
export function secretKeyOf(config: Config): Buffer {
  return loadSecretKey({
    secretKey: config.secretKey,
    dataDir: config.dataDir,
    memory: !config.databaseUrl && config.pgliteDir === 'memory://',
  });
}
