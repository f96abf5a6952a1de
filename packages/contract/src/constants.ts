/** Business constants and limits of spec section 9, kept in one place for server and web. */
export const CONSTANTS = {
  announcementsPerPage: 6,
  bannerAutoplayMs: 5000,
  bannerTransitionMs: 1000,
  rememberMeMs: 24 * 60 * 60 * 1000,
  smsCountdownSecondsPerMinute: 60,
  firebaseSmsCountdownMinutes: 1,
  captchaRefreshMinIntervalMs: 1000,
  loginSmsThrottleMs: 1000,
  defaultPasswordMarker: '{secret}',
  verificationCodeMaxLength: 255,
  gameListPageSize: 50,
  favouritesPageSize: 13,
  winnersLimit: 20,
  hotGamesPerView: 5,
  recommendedMax: 12,
  pgListMax: 12,
  jackpot: {
    startMin: 11_000_000,
    startMax: 15_000_000,
    stepMin: 100,
    stepMax: 500,
    intervalMinMs: 3000,
    intervalMaxMs: 5000,
  },
  balanceDecimals: 2,
  dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
  /** Rebate display rates per category, as fractions (spec 9); PVP has none. */
  rebateDisplay: {
    LOTT: 0.01,
    ELOTT: 0.01,
    PVP: null,
    FISH: 0.01,
    RNG: 0.012,
    LIVE: 0.008,
    SPORTS: 0.01,
    ESPORTS: 0.01,
  },
  qrSizes: { large: 156, small: 100 },
  favouriteToggleThrottleMs: 1000,
  realTimeSalaryIntervalMinutes: 5,
  lockMessageMinutes: 5,
  uploads: { types: ['image/png', 'image/jpeg'], maxBytes: 5 * 1024 * 1024, maxFiles: 3, commentMaxLength: 140 },
  feedbackMaxLength: 140,
  zaloRewardHint: '131K',
  imageLazyThreshold: 0.1,
  imageLazyRetries: 1,
  webPlatform: 'W',
  freePlayGatewayVersion: 3,
  noticeTypes: ['B', 'PL', 'PU', 'PR'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  loaderSpinPeriodMs: 500,
  scriptChunkTimeoutMs: 120_000,
  /** Slow-network message after this long without an answer (spec 8 'The page took longer time to load'). */
  slowLoadMs: 15_000,
  esportVendors: ['AV', 'IMES', 'IA', 'AI', 'TF'],
  cockfightVendors: ['DS88', 'DIG', 'WGB'],
  inHouseVendor: 'BGS',
  lotteryRoutingVendors: { vn: 'TCG_LOTTO_VN', sea: 'TCG_SEA', lott: 'LOTT', elott: 'ELOTT' },
  periods: ['D', 'W', 'H', 'M'],
  game: { clientType: 3, hotIsPlatform: 2 },
} as const;

/** Game categories (spec 1 and 2) and the route prefix of each (spec 2 "Category prefixes"). */
export const CATEGORY_PREFIXES = {
  sports: 'SPORTS',
  esports: 'ESPORTS',
  live: 'LIVE',
  lott: 'LOTT',
  elott: 'ELOTT',
  fish: 'FISH',
  pvp: 'PVP',
  rng: 'RNG',
  cockfight: 'COCKFIGHT',
} as const;

export const GAME_TYPES = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Startup status of the status call (spec 4): 0 normal, 1 maintenance, 2 region restricted. */
export const SITE_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SiteStatus = (typeof SITE_STATUS)[keyof typeof SITE_STATUS];

/**
 * Content pages fed by the help-centre articles: the help centre itself, /sponsor, /description and the download
 * page's install guides (spec 2 "Other screens named in text").
 */
export const CONTENT_SECTIONS = ['help', 'sponsor', 'description', 'download'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/**
 * The largest amount one call may move, in currency units (design.md "Money"): 1e10 keeps every sum of amounts in
 * 0.0001 units far inside JavaScript's safe integers and PostgreSQL's bigint.
 */
export const MAX_AMOUNT = 10_000_000_000;
