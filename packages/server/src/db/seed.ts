import { LANGUAGE_CODES } from '@wl/contract/languages';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import type { WhitelabelValues } from '@wl/contract/whitelabel';
import { and, eq, sql } from 'drizzle-orm';
import { uniqueViolation } from '../lib/db-errors.js';
import { createMemberRepo } from '../modules/account/member-repo.js';
import { hashPassword } from '../modules/account/passwords.js';
import { sanitizeContent } from '../modules/content/sanitize.js';
import type { Db } from './client.js';
import {
  announcements,
  banners,
  brands,
  domainRoutes,
  games,
  gameVendors,
  helpArticles,
  liveModels,
} from './schema.js';
import { seedCashier } from './seed-cashier.js';
import { seedContentPages } from './seed-content-pages.js';
import { seedLottery } from './seed-lottery.js';
import { seedDemoOperators } from './seed-operators.js';

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
const registerRules = (mobileRequired: boolean, captcha: boolean): RegisterFieldRule[] => [
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
  rule('captcha', { enabled: captcha, required: captcha, minLength: 4, maxLength: 6, patternId: 5 }),
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

/** Dialing codes offered for mobile numbers (spec 3 "Country item"). */
const COUNTRIES = [
  ['BD', '+880'],
  ['IN', '+91'],
  ['PK', '+92'],
  ['VN', '+84'],
  ['TH', '+66'],
  ['PH', '+63'],
  ['ID', '+62'],
  ['MY', '+60'],
  ['SG', '+65'],
  ['KH', '+855'],
  ['MM', '+95'],
  ['CN', '+86'],
  ['TW', '+886'],
  ['JP', '+81'],
  ['KR', '+82'],
  ['BR', '+55'],
  ['PT', '+351'],
  ['ES', '+34'],
  ['TR', '+90'],
  ['AE', '+971'],
  ['SA', '+966'],
  ['GB', '+44'],
  ['US', '+1'],
].map(([countryCode, countryDialingCode]) => ({
  countryCode: countryCode as string,
  countryDialingCode: countryDialingCode as string,
}));

type BrandSeed = typeof brands.$inferInsert & { domains: Omit<typeof domainRoutes.$inferInsert, 'brandId'>[] };

/**
 * Demo accounts of every brand, so a newcomer can log in at once (README lists them): a player, an agent with
 * affiliate code, an account on the default password that must change it, and a staff account that may not enter.
 */
export const DEMO_MEMBERS = [
  {
    account: 'demo01',
    password: 'demo1234',
    type: 0,
    nickname: 'Demo Player',
    mobile: '1711000001',
    email: 'demo01@example.com',
  },
  {
    account: 'agent01',
    password: 'agent1234',
    type: 1,
    nickname: 'Demo Agent',
    affiliateCode: 'AGENT01',
    mobile: '1711000002',
  },
  { account: 'change01', password: 'change1234', type: 0, nickname: 'Default Password', mustChangePassword: true },
  { account: 'staff01', password: 'staff1234', type: 9, nickname: 'Staff' },
] as const;

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
    // Aurora asks for a captcha only after a failed login; Bengal on registration too.
    registerRules: registerRules(false, false),
    imageCdns: ['/'],
    launchGameCdns: ['/'],
    countries: COUNTRIES,
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
    timeZone: 'Asia/Dhaka',
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
    registerRules: registerRules(true, true),
    imageCdns: ['/'],
    launchGameCdns: ['/'],
    countries: COUNTRIES,
    currency: 'BDT',
    currencySymbol: '৳',
    agentTypes: AGENT_TYPES,
    trialTypes: TRIAL_TYPES,
    mainDomain: 'bengal-star.example',
    gtagId: null,
    platform: 'WEB',
    lotteryType: 'SEA',
    singleWallet: false,
    walletVendors: ['BGS', 'DS88', 'TCG_SEA'],
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
    // Brands seeded before the country list existed get it once.
    await db
      .update(brands)
      .set({ countries: brand.countries ?? [] })
      .where(and(eq(brands.id, row.id), sql`${brands.countries} = '[]'::jsonb`));
    await seedDemoMembers(db, row.id, brand.defaultLanguage === 'BN' ? '+880' : '+1');
    await seedCatalogue(db, row.id);
    await seedLiveModels(db, row.id);
    await seedContent(db, row.id, brand.defaultLanguage === 'BN');
    await seedContentPages(db, row.id, brand.defaultLanguage === 'BN');
    await seedCashier(db, row.id, brand.currency);
    await seedLottery(db, row.id);
  }
  await seedDemoOperators(db);
}

async function seedDemoMembers(db: Db, brandId: number, dialing: string) {
  const repo = createMemberRepo(db);
  for (const demo of DEMO_MEMBERS) {
    if (await repo.byAccount(brandId, demo.account)) continue;
    const extra = demo as { mobile?: string; email?: string; affiliateCode?: string; mustChangePassword?: boolean };
    await repo
      .create({
        brandId,
        account: demo.account,
        nickname: demo.nickname,
        type: demo.type,
        passwordHash: await hashPassword(demo.password),
        passwordChangedAt: new Date(),
        mustChangePassword: extra.mustChangePassword ?? false,
        countryDialingCode: extra.mobile ? dialing : null,
        mobile: extra.mobile ?? null,
        email: extra.email ?? null,
        affiliateCode: extra.affiliateCode ?? null,
        registerMethod: 'SEED',
      })
      // Another instance seeding at the same moment: its row is as good as ours.
      .catch((err: unknown) => {
        if (!uniqueViolation(err)?.startsWith('members_brand_')) throw err;
      });
  }
}

/** The in-house vendor (BGS) and its games; third-party vendors appear only when an operator configures them. */
export const IN_HOUSE_CATALOGUE = [
  { gameCode: 'slot', name: 'Lucky Sevens', hotRank: 1, popularRank: 1, isTop: true },
  { gameCode: 'plinko', name: 'Plinko', hotRank: 2, popularRank: 2, isTop: true },
  { gameCode: 'dice', name: 'Dice', hotRank: 3, popularRank: 3, isTop: false },
  { gameCode: 'mines', name: 'Mines', hotRank: 4, popularRank: 4, isTop: false },
] as const;

async function seedCatalogue(db: Db, brandId: number) {
  await db
    .insert(gameVendors)
    .values({
      brandId,
      code: 'BGS',
      name: 'In-house',
      accountTypeName: 'BGS',
      gameTypes: ['RNG'],
      adapter: 'in-house',
      iconUrl: 'games/bgs/vendor.svg',
      sort: 0,
    })
    .onConflictDoNothing();
  for (const [sort, g] of IN_HOUSE_CATALOGUE.entries()) {
    await db
      .insert(games)
      .values({
        brandId,
        vendorCode: 'BGS',
        gameCode: g.gameCode,
        gameType: 'RNG',
        name: g.name,
        displayName: g.name,
        iconUrl: `games/bgs/${g.gameCode}.svg`,
        isTop: g.isTop,
        // Every in-house game has a demo with play money (spec 3: supportPlay 0).
        supportPlay: 0,
        hotRank: g.hotRank,
        popularRank: g.popularRank,
        sort,
      })
      .onConflictDoNothing();
  }
}

/** Demo hosts for the live chat (spec 1 "live chat models"), only into a brand that has none yet. */
async function seedLiveModels(db: Db, brandId: number) {
  const [any] = await db.select({ id: liveModels.id }).from(liveModels).where(eq(liveModels.brandId, brandId)).limit(1);
  if (any) return;
  await db.insert(liveModels).values([
    {
      brandId,
      name: 'Lily',
      avatarUrl: 'live/lily.svg',
      intro: 'Slots chat and daily tips',
      tags: ['slots'],
      online: true,
      sort: 0,
    },
    {
      brandId,
      name: 'Mai',
      avatarUrl: 'live/mai.svg',
      intro: 'Lottery nights, every evening',
      tags: ['lottery'],
      online: true,
      sort: 1,
    },
    {
      brandId,
      name: 'Sofia',
      avatarUrl: 'live/sofia.svg',
      intro: 'Sports talk',
      tags: ['sports'],
      online: false,
      sort: 2,
    },
  ]);
}

const HELP = [
  [
    'about',
    'About us',
    '<p>We run a licensed gaming site with lottery, slots, live casino and sports. Every in-house game is provably fair.</p>',
  ],
  [
    'faq',
    'FAQ',
    '<h4>How do I verify a round?</h4><p>Open the fairness panel of the game, change the seed to reveal the server seed, then use the Verify page.</p><h4>How long does a withdrawal take?</h4><p>Most withdrawals are processed within 30 minutes.</p>',
  ],
  [
    'terms',
    'Terms and conditions',
    '<p>You must be 18 or older to play. One account per person. Bonuses carry the wagering terms shown with each promotion.</p>',
  ],
  [
    'privacy',
    'Privacy policy',
    '<p>We keep only what we need to run your account and to meet our legal duties, and never sell it.</p>',
  ],
  [
    'responsible',
    'Responsible gaming',
    '<p>Set yourself limits, take breaks and never chase losses. Contact customer service to pause or close your account.</p>',
  ],
  [
    'contact',
    'Contact us',
    '<p>Customer service answers around the clock through the channels listed on this site.</p>',
  ],
] as const;

/** Realistic starting content of a brand, only into a brand that has none; operators change it after. */
async function seedContent(db: Db, brandId: number, bengali: boolean) {
  const [any] = await db.select({ id: banners.id }).from(banners).where(eq(banners.brandId, brandId)).limit(1);
  if (any) return;
  await db.insert(banners).values([
    {
      brandId,
      groupName: 'w_home',
      imageUrl: 'content/home-1.svg',
      linkageType: 'promotion',
      target: 'WELCOME',
      sort: 0,
    },
    { brandId, groupName: 'w_home', imageUrl: 'content/home-2.svg', linkageType: 'url', target: '/verify', sort: 1 },
    { brandId, groupName: 'w_home', imageUrl: 'content/home-3.svg', linkageType: 'url', target: '/lottery', sort: 2 },
    { brandId, groupName: 'w_login', imageUrl: 'content/auth.svg' },
    { brandId, groupName: 'w_register', imageUrl: 'content/home-1.svg', linkageType: 'promotion', target: 'WELCOME' },
    { brandId, groupName: 'w_forget', imageUrl: 'content/auth.svg' },
  ]);
  const clean = <T extends { content: string }>(row: T): T => ({ ...row, content: sanitizeContent(row.content) });
  await db.insert(announcements).values(
    [
      {
        brandId,
        type: 'PL',
        title: 'New: provably fair in-house games',
        content: '<p>Dice, Mines, Plinko and Lucky Sevens: verify every round.</p>',
        sort: 0,
      },
      {
        brandId,
        type: 'PL',
        title: 'Lottery draws every minute, around the clock',
        content: '<p>Fast lotteries are open now.</p>',
        sort: 1,
      },
      ...(bengali
        ? [
            {
              brandId,
              language: 'BN',
              type: 'PL',
              title: 'নতুন: যাচাইযোগ্য ন্যায্য গেম',
              content: '<p>প্রতিটি রাউন্ড নিজেই যাচাই করুন।</p>',
              sort: 0,
            },
          ]
        : []),
      {
        brandId,
        type: 'PU',
        execution: 'B',
        title: 'Welcome!',
        content: '<p>Register today: your first deposit is doubled, up to 100%.</p>',
        promotionType: 'WELCOME',
      },
      {
        brandId,
        type: 'PU',
        execution: 'A',
        title: 'Daily reward',
        content: '<p>Play any game today to collect your daily points.</p>',
      },
      {
        brandId,
        type: 'PU',
        execution: 'F',
        title: 'Glad you are here',
        content: '<p>Set your limits in the member centre and enjoy the games.</p>',
      },
      {
        brandId,
        type: 'PR',
        title: 'Welcome bonus',
        content: '<p>Double your first deposit, up to 100%. Terms apply.</p>',
        promotionType: 'WELCOME',
      },
      {
        brandId,
        type: 'H',
        title: 'Maintenance window on Monday',
        content: '<p>Some games may be unavailable between 03:00 and 04:00 UTC.</p>',
        sort: 0,
      },
      {
        brandId,
        type: 'H',
        title: 'New payment channels',
        content: '<p>More deposit channels are coming to the cashier.</p>',
        sort: 1,
      },
      {
        brandId,
        type: 'H',
        title: 'Responsible gaming week',
        content: '<p>Learn how to set deposit and session limits.</p>',
        sort: 2,
      },
    ].map(clean),
  );
  await db
    .insert(helpArticles)
    .values(HELP.map(([anchor, title, content], sort) => clean({ brandId, anchor, title, content, sort })));
}
