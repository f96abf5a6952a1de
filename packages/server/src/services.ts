import type { AppDeps } from './deps.js';
import { appJobs } from './jobs/app-jobs.js';
import { brandSourceOf } from './jobs/job-periods.js';
import { createLoginService } from './modules/account/login-service.js';
import { createPasswordService } from './modules/account/password-service.js';
import { createRegistrationService } from './modules/account/registration-service.js';
import { createSocialService } from './modules/account/social-service.js';
import { createMakerChecker } from './modules/approvals/maker-checker.js';
import { createAuditService } from './modules/audit/audit-service.js';
import { createBetReportService } from './modules/bets/bet-report-service.js';
import { createBetService } from './modules/bets/bet-service.js';
import { createBrandService } from './modules/brands/brand-service.js';
import { createCashierCallbackService } from './modules/cashier/cashier-callback-service.js';
import { createCashierDeskService } from './modules/cashier/cashier-desk-service.js';
import { createCashierService } from './modules/cashier/cashier-service.js';
import { createCashierSettingsService } from './modules/cashier/cashier-settings-service.js';
import { type CallbackSender, createTestGatewayService } from './modules/cashier/channels/test-gateway-service.js';
import { createDepositExpiry } from './modules/cashier/deposit-expiry.js';
import { createDepositSettlement } from './modules/cashier/deposit-settlement.js';
import { createP2pDeskService } from './modules/cashier/p2p-desk-service.js';
import { createP2pService } from './modules/cashier/p2p-service.js';
import { createWithdrawalDeskService } from './modules/cashier/withdrawal-desk-service.js';
import { createWithdrawalService } from './modules/cashier/withdrawal-service.js';
import { createWithdrawalSettlement } from './modules/cashier/withdrawal-settlement.js';
import { createContentDeskService } from './modules/content/content-desk-service.js';
import { createContentService } from './modules/content/content-service.js';
import { createDashboardService } from './modules/dashboard/dashboard-service.js';
import { createFeedbackDeskService } from './modules/feedback/feedback-desk-service.js';
import { createGameDeskService } from './modules/games/game-desk-service.js';
import { createGameService } from './modules/games/game-service.js';
import { createInHouseService } from './modules/in-house/in-house-service.js';
import { createJobsDeskService } from './modules/jobs-desk/jobs-desk-service.js';
import { createLedgerDeskService } from './modules/ledger-desk/ledger-desk-service.js';
import { createChatDeskService } from './modules/live-chat/chat-desk-service.js';
import { createLiveChatService } from './modules/live-chat/live-chat-service.js';
import { createLotteryBets } from './modules/lottery/lottery-bet-service.js';
import { createLotteryCorrections } from './modules/lottery/lottery-correction-service.js';
import { createLotteryDeskSchedule } from './modules/lottery/lottery-desk-schedule.js';
import { createLotteryDeskService } from './modules/lottery/lottery-desk-service.js';
import { createLotteryDeskSettings } from './modules/lottery/lottery-desk-settings-service.js';
import { createLotteryDeskSettlements } from './modules/lottery/lottery-desk-settlements.js';
import { createLotteryDraws } from './modules/lottery/lottery-draw-service.js';
import { createLotteryFeed } from './modules/lottery/lottery-feed-service.js';
import { createLotteryResults } from './modules/lottery/lottery-results-service.js';
import { createLotterySeries } from './modules/lottery/lottery-series.js';
import { createLotteryService } from './modules/lottery/lottery-service.js';
import { createLotterySettlement } from './modules/lottery/lottery-settlement.js';
import { createContactService } from './modules/member-centre/contact-service.js';
import { createPaymentPasswordService } from './modules/member-centre/payment-password-service.js';
import { createPayoutAccountService } from './modules/member-centre/payout-account-service.js';
import { createProfileService } from './modules/member-centre/profile-service.js';
import { createSecurityDeskService } from './modules/member-centre/security-desk-service.js';
import { createSessionHistoryService } from './modules/member-centre/session-history-service.js';
import { createMessageDeskService } from './modules/messages/message-desk-service.js';
import { createMessageService } from './modules/messages/message-service.js';
import { createSystemMessages } from './modules/messages/system-messages.js';
import { createAuditDeskService } from './modules/operator/audit-desk-service.js';
import { createMemberDeskService } from './modules/operator/member-desk-service.js';
import { createMoneyDeskService } from './modules/operator/money-desk-service.js';
import { createOperatorAdminService } from './modules/operator/operator-admin-service.js';
import { createOperatorLoginService } from './modules/operator/operator-login-service.js';
import { createOperatorService } from './modules/operator/operator-service.js';
import { createTeamMoveService } from './modules/operator/team-move-service.js';
import { createSystemService } from './modules/system/system-service.js';
import { createTeamService } from './modules/team/team-service.js';
import { createTransferRepo } from './modules/transfers/transfer-repo.js';
import { createTransferService } from './modules/transfers/transfer-service.js';
import { createTurnover } from './modules/turnover/turnover-service.js';
import { createWagering } from './modules/turnover/wagering-service.js';
import { createSeamlessWalletService } from './modules/vendors/seamless-wallet-service.js';
import { createVendorWalletService } from './modules/vendors/vendor-wallet-service.js';
import { createWalletService } from './modules/wallet/wallet-service.js';

/** What the root may be told at build time (tests): how the built-in test gateway posts its callbacks. */
export interface ServiceOptions {
  callbackSender?: CallbackSender | undefined;
}

/** Every service of the server, by the name the root gives it. */
export interface AppServices {
  // Repos: each module's tables, read and written only by that module's services.
  transferRepo: ReturnType<typeof createTransferRepo>;

  audit: ReturnType<typeof createAuditService>;
  makerChecker: ReturnType<typeof createMakerChecker>;
  systemMessages: ReturnType<typeof createSystemMessages>;
  team: ReturnType<typeof createTeamService>;
  turnover: ReturnType<typeof createTurnover>;
  wagering: ReturnType<typeof createWagering>;
  bets: ReturnType<typeof createBetService>;
  betReports: ReturnType<typeof createBetReportService>;
  system: ReturnType<typeof createSystemService>;
  logins: ReturnType<typeof createLoginService>;
  registrations: ReturnType<typeof createRegistrationService>;
  passwords: ReturnType<typeof createPasswordService>;
  social: ReturnType<typeof createSocialService>;
  profiles: ReturnType<typeof createProfileService>;
  contacts: ReturnType<typeof createContactService>;
  paymentPasswords: ReturnType<typeof createPaymentPasswordService>;
  payoutAccounts: ReturnType<typeof createPayoutAccountService>;
  sessionHistory: ReturnType<typeof createSessionHistoryService>;
  messages: ReturnType<typeof createMessageService>;
  content: ReturnType<typeof createContentService>;
  liveChat: ReturnType<typeof createLiveChatService>;
  wallet: ReturnType<typeof createWalletService>;
  transfers: ReturnType<typeof createTransferService>;
  games: ReturnType<typeof createGameService>;
  inHouse: ReturnType<typeof createInHouseService>;
  vendorWallet: ReturnType<typeof createVendorWalletService>;
  seamlessWallet: ReturnType<typeof createSeamlessWalletService>;
  cashier: ReturnType<typeof createCashierService>;
  cashierCallbacks: ReturnType<typeof createCashierCallbackService>;
  testGateway: ReturnType<typeof createTestGatewayService>;
  depositSettlement: ReturnType<typeof createDepositSettlement>;
  depositExpiry: ReturnType<typeof createDepositExpiry>;
  withdrawals: ReturnType<typeof createWithdrawalService>;
  withdrawalSettlement: ReturnType<typeof createWithdrawalSettlement>;
  p2p: ReturnType<typeof createP2pService>;
  lottery: ReturnType<typeof createLotteryService>;
  lotteryBets: ReturnType<typeof createLotteryBets>;
  lotterySeries: ReturnType<typeof createLotterySeries>;
  lotterySettlement: ReturnType<typeof createLotterySettlement>;
  lotteryDraws: ReturnType<typeof createLotteryDraws>;
  lotteryResults: ReturnType<typeof createLotteryResults>;
  lotteryFeed: ReturnType<typeof createLotteryFeed>;
  operatorLogins: ReturnType<typeof createOperatorLoginService>;
  operators: ReturnType<typeof createOperatorService>;
  operatorAdmin: ReturnType<typeof createOperatorAdminService>;
  memberDesk: ReturnType<typeof createMemberDeskService>;
  moneyDesk: ReturnType<typeof createMoneyDeskService>;
  auditDesk: ReturnType<typeof createAuditDeskService>;
  teamMoves: ReturnType<typeof createTeamMoveService>;
  dashboard: ReturnType<typeof createDashboardService>;
  ledgerDesk: ReturnType<typeof createLedgerDeskService>;
  jobsDesk: ReturnType<typeof createJobsDeskService>;
  brandDesk: ReturnType<typeof createBrandService>;
  contentDesk: ReturnType<typeof createContentDeskService>;
  gameDesk: ReturnType<typeof createGameDeskService>;
  feedbackDesk: ReturnType<typeof createFeedbackDeskService>;
  chatDesk: ReturnType<typeof createChatDeskService>;
  messageDesk: ReturnType<typeof createMessageDeskService>;
  securityDesk: ReturnType<typeof createSecurityDeskService>;
  cashierDesk: ReturnType<typeof createCashierDeskService>;
  cashierSettings: ReturnType<typeof createCashierSettingsService>;
  withdrawalDesk: ReturnType<typeof createWithdrawalDeskService>;
  p2pDesk: ReturnType<typeof createP2pDeskService>;
  lotteryDesk: ReturnType<typeof createLotteryDeskService>;
  lotteryDeskSettings: ReturnType<typeof createLotteryDeskSettings>;
  lotteryDeskSettlements: ReturnType<typeof createLotteryDeskSettlements>;
  lotteryDeskSchedule: ReturnType<typeof createLotteryDeskSchedule>;
  lotteryCorrections: ReturnType<typeof createLotteryCorrections>;
}

/** The composition root: the infrastructure (deps.ts) and every service, each built once. */
export type AppRoot = AppDeps & AppServices;

/**
 * How each service of the server is built, given the root. A service is a factory given the services and
 * infrastructure it uses (conventions.md "Server"), named here by the root's keys; it never builds another service.
 */
function factories(options: ServiceOptions): { [K in keyof AppServices]: (root: AppRoot) => AppServices[K] } {
  return {
    // Repos.
    transferRepo: (r) => createTransferRepo(r.database.db),

    // Shared by many modules.
    audit: (r) => createAuditService({ db: r.database.db, clock: r.clock }),
    makerChecker: (r) => createMakerChecker({ db: r.database.db, clock: r.clock, audit: r.audit }),
    systemMessages: (r) => createSystemMessages(r),
    team: (r) => createTeamService(r),
    turnover: (r) => createTurnover(r),
    wagering: (r) => createWagering(r),
    bets: (r) => createBetService({ db: r.database.db, turnover: r.turnover }),
    betReports: (r) => createBetReportService({ db: r.database.db, turnover: r.turnover }),

    // Members: account, member centre, system.
    system: (r) => createSystemService(r),
    logins: (r) => createLoginService(r),
    registrations: (r) => createRegistrationService(r),
    passwords: (r) => createPasswordService(r),
    social: (r) => createSocialService(r, r.socialKeys),
    profiles: (r) => createProfileService(r),
    contacts: (r) => createContactService(r),
    paymentPasswords: (r) => createPaymentPasswordService(r),
    payoutAccounts: (r) => createPayoutAccountService(r, r.paymentPasswords),
    sessionHistory: (r) => createSessionHistoryService(r),
    messages: (r) => createMessageService(r),
    content: (r) => createContentService(r),
    liveChat: (r) => createLiveChatService(r),

    // Money and play.
    wallet: (r) => createWalletService(r),
    transfers: (r) => createTransferService(r),
    games: (r) => createGameService(r),
    inHouse: (r) => createInHouseService(r),
    vendorWallet: (r) => createVendorWalletService(r),
    seamlessWallet: (r) => createSeamlessWalletService(r),
    cashier: (r) => createCashierService(r),
    cashierCallbacks: (r) => createCashierCallbackService(r),
    testGateway: (r) =>
      createTestGatewayService({
        db: r.database.db,
        clock: r.clock,
        ...(options.callbackSender ? { send: options.callbackSender } : {}),
      }),
    depositSettlement: (r) => createDepositSettlement(r),
    depositExpiry: (r) => createDepositExpiry(r),
    withdrawals: (r) => createWithdrawalService(r),
    withdrawalSettlement: (r) => createWithdrawalSettlement(r),
    p2p: (r) => createP2pService(r),

    // The lottery.
    lottery: (r) => createLotteryService(r),
    lotteryBets: (r) => createLotteryBets(r),
    lotterySeries: (r) => createLotterySeries(r),
    lotterySettlement: (r) => createLotterySettlement(r),
    lotteryDraws: (r) =>
      createLotteryDraws({ database: r.database, clock: r.clock, onCancelled: r.lotterySettlement.refundCancelled }),
    lotteryResults: (r) => createLotteryResults(r),
    lotteryFeed: (r) => createLotteryFeed(r),

    // The operator console's desks (the command line calls the same ones).
    operatorLogins: (r) => createOperatorLoginService(r),
    operators: (r) => createOperatorService(r),
    operatorAdmin: (r) => createOperatorAdminService(r),
    memberDesk: (r) => createMemberDeskService(r),
    moneyDesk: (r) => createMoneyDeskService(r),
    auditDesk: (r) => createAuditDeskService(r),
    teamMoves: (r) => createTeamMoveService(r),
    dashboard: (r) => createDashboardService(r),
    ledgerDesk: (r) => createLedgerDeskService(r),
    jobsDesk: (r) =>
      createJobsDeskService(
        { database: r.database, clock: r.clock, audit: r.audit, brandRefs: brandSourceOf(r.brands), jobServices: r },
        appJobs(),
      ),
    brandDesk: (r) => createBrandService(r),
    contentDesk: (r) => createContentDeskService(r),
    gameDesk: (r) => createGameDeskService(r),
    feedbackDesk: (r) => createFeedbackDeskService(r),
    chatDesk: (r) => createChatDeskService(r),
    messageDesk: (r) => createMessageDeskService(r),
    securityDesk: (r) => createSecurityDeskService(r),
    cashierDesk: (r) => createCashierDeskService(r),
    cashierSettings: (r) => createCashierSettingsService(r),
    withdrawalDesk: (r) => createWithdrawalDeskService(r),
    p2pDesk: (r) => createP2pDeskService(r),
    lotteryDesk: (r) => createLotteryDeskService(r),
    lotteryDeskSettings: (r) => createLotteryDeskSettings(r),
    lotteryDeskSettlements: (r) => createLotteryDeskSettlements(r),
    lotteryDeskSchedule: (r) => createLotteryDeskSchedule(r),
    lotteryCorrections: (r) => createLotteryCorrections(r),
  };
}

/**
 * The composition root (CONTEXT.md "Where to start"): every service of the server, each built ONCE from the
 * infrastructure and the other services it names, and handed to the HTTP routes, the jobs and the command line.
 * A service is built the first time something asks for it, so the order of `factories` does not matter and a
 * command line that runs one command builds only what that command uses; a service that (through others) asks
 * for itself is a wiring mistake and throws.
 */
export function createServices(deps: AppDeps, options: ServiceOptions = {}): AppRoot {
  const root = { ...deps } as AppRoot;
  const building = new Set<string>();
  for (const [name, build] of Object.entries(factories(options)) as [string, (r: AppRoot) => unknown][]) {
    let built: unknown;
    let done = false;
    Object.defineProperty(root, name, {
      enumerable: true,
      get() {
        if (!done) {
          if (building.has(name)) throw new Error(`services: ${name} needs itself (${[...building].join(' -> ')})`);
          building.add(name);
          try {
            built = build(root);
            done = true;
          } finally {
            building.delete(name);
          }
        }
        return built;
      },
    });
  }
  return root;
}
