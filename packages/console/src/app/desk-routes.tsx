import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditLogPage } from '../features/audit/audit-log-page';
import { BrandsPage } from '../features/brands/brands-page';
import { ChannelsPage } from '../features/cashier/channels-page';
import { DepositsPage } from '../features/cashier/deposits-page';
import { P2pPaymentsPage } from '../features/cashier/p2p-page';
import { WithdrawalsPage } from '../features/cashier/withdrawals-page';
import { ChatHostsPage } from '../features/chat/chat-hosts-page';
import { ContentPage } from '../features/content/content-page';
import { FeedbackPage } from '../features/feedback/feedback-page';
import { GamesPage } from '../features/games/games-page';
import { JobsPage } from '../features/jobs/jobs-page';
import { LedgerCheckPage } from '../features/ledger/ledger-check-page';
import { LotteryBetsPage } from '../features/lottery/lottery-bets-page';
import { LotteryExposurePage } from '../features/lottery/lottery-exposure-page';
import { LotteryGamePage } from '../features/lottery/lottery-game-page';
import { LotteryGamesPage } from '../features/lottery/lottery-games-page';
import { LotteryNumerosPage } from '../features/lottery/lottery-numeros-page';
import { LotterySettlementsPage } from '../features/lottery/lottery-settlements-page';
import { MembersSearchPage } from '../features/members/members-search-page';
import { MessagesDeskPage } from '../features/messages/messages-desk-page';
import { MoneyRequestsPage } from '../features/money/money-requests-page';
import { RolesPage } from '../features/operators/roles-page';
import { BrandScreen, OperatorsScreen } from './desk-screens';
import type { DeskId } from './desks';
import { MemberScreen } from './member-screen';

// The dashboard brings the charts library: loaded when opened, so the console's first download stays small.
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

function Loading() {
  const { t } = useTranslation();
  return <p className="muted">{t('loading')}</p>;
}

/** Each desk's screen (desks.ts): a desk added to the registry without its screen here does not compile. */
export const DESK_SCREENS: Record<DeskId, ReactNode> = {
  members: <MembersSearchPage />,
  money: <MoneyRequestsPage />,
  deposits: <DepositsPage />,
  withdrawals: <WithdrawalsPage />,
  p2p: <P2pPaymentsPage />,
  channels: <ChannelsPage />,
  content: <ContentPage />,
  games: <GamesPage />,
  lotteryGames: <LotteryGamesPage />,
  lotteryNumeros: <LotteryNumerosPage />,
  lotteryExposure: <LotteryExposurePage />,
  lotteryBets: <LotteryBetsPage />,
  lotterySettlements: <LotterySettlementsPage />,
  feedback: <FeedbackPage />,
  chat: <ChatHostsPage />,
  messages: <MessagesDeskPage />,
  audit: <AuditLogPage />,
  dashboard: (
    <Suspense fallback={<Loading />}>
      <DashboardPage />
    </Suspense>
  ),
  ledger: <LedgerCheckPage />,
  jobs: <JobsPage />,
  brands: <BrandsPage />,
  operators: <OperatorsScreen />,
  member: <MemberScreen />,
  lotteryGame: <LotteryGamePage />,
  brand: <BrandScreen />,
  roles: <RolesPage />,
};
