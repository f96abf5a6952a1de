import { LANGUAGE_CODES } from '@wl/contract/languages';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import type { WhitelabelValues } from '@wl/contract/whitelabel';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { brands, domainRoutes } from './schema.js';

/** Agent and trial type lists of spec section 3 ("one brand shows agent types 1, 2, 41, 42 and trial type 4"). */
const AGENT_TYPES = [1, 2, 41, 42];
const TRIAL_TYPES = [4];

const rule = (field: string, over: Partial<Omit<RegisterFieldRule, 'field'>> = {}): RegisterFieldRule => ({
  field,
  enabled: true,
  required: false,
  minLength: null,
  maxLength: null,
  patternId: null,
  acceptedPattern: null,
  ...over,
});

/** Registration field rules (spec 3 "Registration field rule"); patternIds are those of the contract. */
const registerRules = (mobileRequired: boolean): RegisterFieldRule[] => [
  rule('username', { required: true, minLength: 6, maxLength: 16, patternId: 2 }),
  rule('password', { required: true, minLength: 6, maxLength: 20, patternId: 6 }),
  rule('confirmPassword', { required: true, minLength: 6, maxLength: 20, patternId: 6 }),
  rule('mobileNum', { required: mobileRequired, minLength: 7, maxLength: 15, patternId: 7 }),
  rule('verificationCode', { required: mobileRequired, maxLength: 255, acceptedPattern: '*' }),
  rule('email', { enabled: true, required: false, maxLength: 100, patternId: 4 }),
  rule('payeeName', { enabled: true, required: false, minLength: 2, maxLength: 50, patternId: 13 }),
  rule('paymentPassword', { enabled: false, minLength: 6, maxLength: 6, patternId: 7 }),
  rule('qqNum', { enabled: false, patternId: 7 }),
  rule('line', { enabled: false, acceptedPattern: '*' }),
  rule('whatsapp', { enabled: false, patternId: 7 }),
  rule('facebook', { enabled: false, acceptedPattern: '*' }),
  rule('wechat', { enabled: false, patternId: 10 }),
  rule('idNumber', { enabled: false, patternId: 5 }),
  rule('recommenderId', { enabled: false, patternId: 5 }),
  rule('affiliateCode', { enabled: true, required: false, maxLength: 32, patternId: 5 }),
  rule('captcha', { enabled: true, required: true, minLength: 4, maxLength: 6, patternId: 5 }),
];

const flags = (on: Partial<WhitelabelValues>): WhitelabelValues => ({
  USERNAMEREG3: false,
  MOBILENUMREG3: false,
  REGMOBVERF3: false,
  MOBILENUMPASSREG3: false,
  FREEPLAY3: false,
  PWDEXPFORCECHANGE3: false,
  MOBILEVERCODELOGIN3: false,
  CHNGPASSVERIF3: false,
  AGENTPOLICY3: false,
  ...on,
});

type BrandSeed = typeof brands.$inferInsert & { domains: Omit<typeof domainRoutes.$inferInsert, 'brandId'>[] };

export const SEED_BRANDS: BrandSeed[] = [
  {
    code: 'aurora',
    name: 'Aurora Play',
    defaultLanguage: 'EN',
    languages: [...LANGUAGE_CODES],
    whitelabel: flags({
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      MOBILENUMPASSREG3: true,
      FREEPLAY3: true,
      PWDEXPFORCECHANGE3: true,
      MOBILEVERCODELOGIN3: true,
      CHNGPASSVERIF3: true,
      AGENTPOLICY3: true,
    }),
    promotions: [{ type: 'REFERRAL', enabled: true }],
    resources: [
      { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://www.facebook.com/auroraplay' },
      { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/auroraplay' },
      { resourceType: 'YOUTUBE', labelNameEn: 'YouTube', url: 'https://www.youtube.com/@auroraplay' },
      { resourceType: 'INSTAGRAM', labelNameEn: 'Instagram', url: 'https://www.instagram.com/auroraplay' },
      { resourceType: 'TWITTER', labelNameEn: 'X (Twitter)', url: 'https://x.com/auroraplay' },
      { resourceType: 'APP_IOS', labelNameEn: 'iOS app', url: 'https://apps.apple.com/app/aurora-play/id0000000001' },
      {
        resourceType: 'APP_ANDROID',
        labelNameEn: 'Android app',
        url: 'https://aurora-play.example/download/aurora.apk',
      },
    ],
    customerService: [
      { title: 'Telegram support', type: 'TELEGRAM', url: 'https://t.me/auroraplay_support' },
      { title: 'E-mail support', type: 'EMAIL', url: 'mailto:support@aurora-play.example' },
    ],
    registerRules: registerRules(false),
    imageCdns: ['/'],
    launchGameCdns: ['/'],
    currency: 'USD',
    currencySymbol: '$',
    agentTypes: AGENT_TYPES,
    trialTypes: TRIAL_TYPES,
    mainDomain: 'aurora-play.example',
    gtagId: null,
    platform: 'WEB',
    lotteryType: 'LOTT',
    singleWallet: true,
    domains: [
      { domain: 'localhost', siteType: 'member', isMain: false },
      { domain: '127.0.0.1', siteType: 'member', isMain: false },
      { domain: '[::1]', siteType: 'member', isMain: false },
      { domain: 'aurora-play.example', siteType: 'member', isMain: true },
      { domain: 'agent.localhost', siteType: 'agent', isMain: false },
      { domain: 'agent.aurora-play.example', siteType: 'agent', isMain: false },
    ],
  },
  {
    code: 'bengal',
    name: 'Bengal Star',
    defaultLanguage: 'BN',
    languages: ['BN', 'EN'],
    whitelabel: flags({
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      MOBILEVERCODELOGIN3: true,
      CHNGPASSVERIF3: true,
    }),
    promotions: [{ type: 'REFERRAL', enabled: false }],
    resources: [
      { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://www.facebook.com/bengalstar' },
      { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/bengalstar' },
      { resourceType: 'TELEGRAM-1', labelNameEn: 'Telegram channel', url: 'https://t.me/bengalstar_news' },
      { resourceType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/8801700000000' },
      { resourceType: 'TIKTOK', labelNameEn: 'TikTok', url: 'https://www.tiktok.com/@bengalstar' },
      {
        resourceType: 'APP_ANDROID',
        labelNameEn: 'Android app',
        url: 'https://bengal-star.example/download/bengal.apk',
      },
    ],
    customerService: [{ title: 'WhatsApp support', type: 'WHATSAPP', url: 'https://wa.me/8801700000001' }],
    registerRules: registerRules(true),
    imageCdns: ['/'],
    launchGameCdns: ['/'],
    currency: 'BDT',
    currencySymbol: '৳',
    agentTypes: AGENT_TYPES,
    trialTypes: TRIAL_TYPES,
    mainDomain: 'bengal-star.example',
    gtagId: null,
    platform: 'WEB',
    lotteryType: 'SEA',
    singleWallet: false,
    domains: [
      { domain: 'bengal.localhost', siteType: 'member', isMain: false },
      { domain: 'bengal-star.example', siteType: 'member', isMain: true },
      { domain: 'agent.bengal.localhost', siteType: 'agent', isMain: false },
    ],
  },
];

/**
 * Idempotent: inserts what is missing and never overwrites what an operator changed.
 * Safe to run at every start and from several instances at once.
 */
export async function seed(db: Db): Promise<void> {
  for (const { domains, ...brand } of SEED_BRANDS) {
    await db.insert(brands).values(brand).onConflictDoNothing({ target: brands.code });
    const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, brand.code));
    if (!row) throw new Error(`seed: brand ${brand.code} missing after insert`);
    for (const d of domains) {
      await db
        .insert(domainRoutes)
        .values({ ...d, brandId: row.id })
        .onConflictDoNothing({ target: domainRoutes.domain });
    }
  }
}
