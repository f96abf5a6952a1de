import { describe, expect, it } from 'vitest';
import { ROUTE_LIST, ROUTES } from './routes.js';

/** Every path of spec section 7, written out by hand so the table cannot drift from the spec. */
const SPEC_PATHS = [
  // Account and session
  '/wps/session/login',
  '/wps/verification/sms/noLogin',
  '/wps/system/whitelabel',
  '/wps/member/info',
  '/wps/member/info/icon',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password',
  '/wps/agent/affiliate',
  '/wps/system/setting/register',
  '/wps/member/password/email',
  '/wps/session/login/freeplay',
  '/wps/captcha',
  '/wps/system/status',
  '/wps/member/password/verification',
  '/wps/session/logout',
  '/wps/verification/sms/register',
  // Wallet and home
  '/wps/v2/wallets/balance',
  '/wps/relay/GCS_walletTransfer',
  '/wps/relay/GCS_merchantWallet',
  '/wps/member/info/funds/consolidated',
  '/wps/relay/MCS2_processDividendReq',
  '/wps/relay/MCS2_processDailySalContract',
  '/wps/relay/MCS2_processContractHourSalary',
  '/wps/relay/MCSFE_processRealTimeSalaryContract',
  '/wps/relay/MCSFE_signUpPromotionJoin',
  '/wps/relay/MCSFE_signUpRequestReward',
  '/wps/relay/MCS2_claimRafflePromotion',
  '/wps/relay/ODSFE2_getWinnerBoard',
  '/wps/relay/MCSFE_getListAnnouncements',
  '/wps/relay/CSP_unreadCount',
  '/wps/system/domainRoute',
  '/wps/feedback',
  '/wps/system/helpCenter',
  // Games
  '/lgw/games/game_menus',
  '/lgw/games/popular',
  '/wps/relay/GCSGAME_gameList',
  '/wps/relay/GCSGAME_hotGamesV2',
  '/wps/relay/GCSGAME_getVassGameType',
  '/wps/relay/GCSGAME_newGameVendor',
  '/wps/relay/MCSFE_getFavoriteGames',
  '/wps/relay/MCSFE_getFavoriteGamesList',
  '/wps/relay/MCSFE_addFavoriteGameV2',
  '/wps/relay/MCSFE_removeFavoriteGameV2',
  '/wps/relay/GCS_recentGame',
  '/wps/relay/GLS2_roomList',
  '/wps/game/launchGame',
  '/wps/relay/GCS_gameLaunchFB',
  // Lottery
  '/lgw/vn/games/game_menu',
  '/lgw/vn/games/game_menu/recent',
  '/lgw/vn/numeros/opened/game',
  '/lotto/lgw/games/opened/numero',
  '/wps/relay/MCSFE_getMissionSummaryDetails',
  '/wps/relay/MCSFE_getMissionLeaderboard',
  // Points
  '/wps/relay/MCS2_getPointBalance',
  '/wps/relay/MCS2_getPointReward',
  '/wps/relay/MCS2_getRedeemPointList',
  '/wps/relay/MCS2_getPointConfig',
  '/wps/relay/ODSFE2_MemTransDet',
  '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  '/wps/relay/passwordCheck/MCS2_convertPoint',
  // Live
  '/wps/relay/CBS_modelList',
  '/wps/relay/CBS_launchChat',
];

/** Spec 7 "Public (no token)", each named call mapped to its path(s). All others need a token. */
const SPEC_PUBLIC = {
  login: ['/wps/session/login'],
  'SMS login code': ['/wps/verification/sms/noLogin'],
  menus: ['/wps/system/whitelabel'],
  'game menus': ['/lgw/games/game_menus'],
  register: ['/wps/member/register', '/wps/member/register/mobile'],
  affiliate: ['/wps/agent/affiliate'],
  'register settings': ['/wps/system/setting/register'],
  'forgot password': ['/wps/member/password/email'],
  'free play': ['/wps/session/login/freeplay'],
  captcha: ['/wps/captcha'],
  status: ['/wps/system/status'],
  'reset by phone': ['/wps/member/password/verification'],
  'hot games': ['/wps/relay/GCSGAME_hotGamesV2'],
  announcements: ['/wps/relay/MCSFE_getListAnnouncements'],
  popular: ['/lgw/games/popular'],
  'VN menus and numeros': ['/lgw/vn/games/game_menu', '/lgw/vn/numeros/opened/game'],
  'winner board': ['/wps/relay/ODSFE2_getWinnerBoard'],
  'domain routes': ['/wps/system/domainRoute'],
  'registration SMS': ['/wps/verification/sms/register'],
  feedback: ['/wps/feedback'],
  'help centre': ['/wps/system/helpCenter'],
  'live model list and chat launch': ['/wps/relay/CBS_modelList', '/wps/relay/CBS_launchChat'],
};

/** Spec 7 "E" marks. */
const SPEC_ENCRYPTED = [
  '/wps/session/login',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password',
  '/wps/member/password/verification',
  '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  '/wps/relay/passwordCheck/MCS2_convertPoint',
];

/** Methods the spec states. */
const SPEC_METHODS: Record<string, string> = {
  '/wps/member/register/mobile': 'PUT',
  '/wps/session/logout': 'DELETE',
  '/wps/relay/MCSFE_addFavoriteGameV2': 'POST',
  '/wps/relay/MCSFE_removeFavoriteGameV2': 'DELETE',
  '/wps/feedback': 'PUT',
};

const specRoutes = ROUTE_LIST.filter((r) => !r.addedPath);

describe('route table', () => {
  it('has exactly one entry per spec section 7 path', () => {
    expect(specRoutes.map((r) => r.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('only adds paths the spec leaves unshown, and never twice', () => {
    expect(
      ROUTE_LIST.filter((r) => r.addedPath)
        .map((r) => r.name)
        .sort(),
    ).toEqual(
      [
        'countryCodes',
        'resetPasswordByEmail',
        'socialLogin',
        'inHouseSession',
        'inHousePlay',
        'inHouseRotateSeed',
        'inHouseRounds',
        'inHouseVerify',
        'betRecords',
        'messageList',
        'messageRead',
        'messageReadAll',
        'messageDelete',
        'cashierDepositChannels',
        'cashierDeposit',
        'cashierOrders',
        'cashierDepositCancel',
        'cashierWithdrawInfo',
        'cashierWithdraw',
        'cashierWithdrawCancel',
        'betDetail',
        'betProfit',
        'securityProfile',
        'updateProfile',
        'updateNickname',
        'bindMobileCode',
        'bindMobile',
        'bindEmail',
        'confirmEmail',
        'paymentPassword',
        'checkPaymentPassword',
        'payoutAccounts',
        'addPayoutAccount',
        'removePayoutAccount',
        'loginHistory',
        'logoutOtherSessions',
        'transferInfo',
        'transferUpline',
        'transferDownline',
        'memberTransfers',
        'p2pPayments',
        'p2pPaid',
        'p2pCancel',
        'p2pConfirm',
        'p2pConfirmAll',
        'lotteryPlays',
        'lotteryUpcomingNumeros',
        'lotteryQuote',
        'lotteryPlaceBet',
        'lotteryBets',
        'lotteryCancelBet',
      ].sort(),
    );
    const keys = ROUTE_LIST.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('marks public exactly the calls of the "Public (no token)" paragraph', () => {
    const publicPaths = Object.values(SPEC_PUBLIC).flat().sort();
    expect(
      specRoutes
        .filter((r) => r.auth === 'public')
        .map((r) => r.path)
        .sort(),
    ).toEqual(publicPaths);
    for (const r of specRoutes) {
      if (!publicPaths.includes(r.path)) expect(r.auth, r.path).toBe('token');
    }
  });

  it('marks encrypted exactly the spec E calls', () => {
    expect(
      specRoutes
        .filter((r) => r.encrypted)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...SPEC_ENCRYPTED].sort());
  });

  it('lets trial members call only what spec 6 leaves them: their info, balance, games and logout', () => {
    expect(
      ROUTE_LIST.filter((r) => r.trial)
        .map((r) => r.name)
        .sort(),
    ).toEqual(
      [
        'memberInfo',
        'memberIcon',
        'logout',
        'balance',
        'merchantWallet',
        'gameList',
        'vassGameType',
        'gameVendors',
        'recentGames',
        'pvpRooms',
        'launchGame',
      ].sort(),
    );
    for (const r of ROUTE_LIST.filter((r) => r.trial)) expect(r.auth, r.name).toBe('token');
  });

  it('uses the methods the spec states', () => {
    for (const [path, method] of Object.entries(SPEC_METHODS)) {
      expect(ROUTE_LIST.find((r) => r.path === path)?.method, path).toBe(method);
    }
  });

  it('gives every route a summary and a rate-limit tier', () => {
    for (const r of ROUTE_LIST) {
      expect(r.summary.length, r.name).toBeGreaterThan(5);
      expect(['read', 'auth', 'sms', 'write']).toContain(r.tier);
    }
  });

  it('validates payloads with the schemas', () => {
    expect(ROUTES.login.request.safeParse({ username: ' bob ', password: 'x' })).toEqual({
      success: true,
      data: { username: 'bob', password: 'x', type: 'username' },
    });
    expect(ROUTES.login.request.safeParse({ username: 'bob' }).success).toBe(false);
    expect(ROUTES.gameList.request.parse({ pageNo: '2' })).toMatchObject({ pageNo: 2, pageSize: 50, clientType: 3 });
    expect(ROUTES.favoriteGamesList.request.parse({})).toMatchObject({ pageNo: 1, pageSize: 13 });
  });
});
