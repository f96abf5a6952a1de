import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { Capability } from '@wl/contract/operator-capabilities';
import { can } from '@wl/contract/operator-capabilities';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { AuditLogPage } from '../features/audit/audit-log-page';
import { ChangePasswordPage } from '../features/auth/change-password-page';
import { LoginPage } from '../features/auth/login-page';
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
import { createQueryClient } from '../lib/query-client';
import { useSession } from '../lib/use-session';
import { ConsoleLayout } from './console-layout';
import { BrandScreen, OperatorsScreen } from './desk-screens';
import { MemberScreen } from './member-screen';
import { navFor } from './nav-items';

// The dashboard brings the charts library: loaded when opened, so the console's first download stays small.
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

function Loading() {
  const { t } = useTranslation();
  return <p className="muted">{t('loading')}</p>;
}

/** A desk the role may not use is not shown; its address leads to the landing page. */
function Guard({ capability, children }: { capability: Capability; children: ReactNode }) {
  const session = useSession();
  if (!session) return null;
  return can(session.operator.role, capability) ? children : <Navigate to="/" replace />;
}

/** The landing page is the first desk the role has (members search for most); a role with none is told so. */
function Landing() {
  const { t } = useTranslation();
  const session = useSession();
  const first = session ? navFor(session.operator.role)[0] : undefined;
  if (first) return <Navigate to={first.path} replace />;
  return <p className="notice">{t('no_desks_for_role')}</p>;
}

function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  // Nothing another operator's session loaded stays in the cache.
  return (
    <LoginPage
      onSignedIn={() => {
        queryClient.clear();
        navigate(from, { replace: true });
      }}
    />
  );
}

function SignedIn() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  // A one-time password opens nothing but its own change (the server refuses the rest: password_change_required).
  if (session.operator.mustChangePassword && location.pathname !== '/password') {
    return <Navigate to="/password" replace />;
  }
  return <ConsoleLayout />;
}

function ChangePassword() {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <ChangePasswordPage
      forced={!!session?.operator.mustChangePassword}
      onDone={() => navigate('/', { replace: true })}
    />
  );
}

export function ConsoleRoutes() {
  const session = useSession();
  return (
    <Routes>
      <Route path="/login" element={session ? <Navigate to="/" replace /> : <Login />} />
      <Route element={<SignedIn />}>
        <Route index element={<Landing />} />
        <Route path="/password" element={<ChangePassword />} />
        <Route
          path="/members"
          element={
            <Guard capability="members.read">
              <MembersSearchPage />
            </Guard>
          }
        />
        <Route
          path="/members/:memberId"
          element={
            <Guard capability="members.read">
              <MemberScreen />
            </Guard>
          }
        />
        <Route
          path="/money"
          element={
            <Guard capability="money.approve">
              <MoneyRequestsPage />
            </Guard>
          }
        />
        <Route
          path="/cashier/deposits"
          element={
            <Guard capability="cashier.read">
              <DepositsPage />
            </Guard>
          }
        />
        <Route
          path="/cashier/withdrawals"
          element={
            <Guard capability="cashier.read">
              <WithdrawalsPage />
            </Guard>
          }
        />
        <Route
          path="/cashier/p2p"
          element={
            <Guard capability="cashier.read">
              <P2pPaymentsPage />
            </Guard>
          }
        />
        <Route
          path="/lottery/games"
          element={
            <Guard capability="lottery.read">
              <LotteryGamesPage />
            </Guard>
          }
        />
        <Route
          path="/lottery/games/:gameCode"
          element={
            <Guard capability="lottery.read">
              <LotteryGamePage />
            </Guard>
          }
        />
        <Route
          path="/lottery/settlements"
          element={
            <Guard capability="lottery.read">
              <LotterySettlementsPage />
            </Guard>
          }
        />
        <Route
          path="/lottery/numeros"
          element={
            <Guard capability="lottery.read">
              <LotteryNumerosPage />
            </Guard>
          }
        />
        <Route
          path="/lottery/exposure"
          element={
            <Guard capability="lottery.read">
              <LotteryExposurePage />
            </Guard>
          }
        />
        <Route
          path="/lottery/bets"
          element={
            <Guard capability="lottery.read">
              <LotteryBetsPage />
            </Guard>
          }
        />
        <Route
          path="/cashier/channels"
          element={
            <Guard capability="cashier.read">
              <ChannelsPage />
            </Guard>
          }
        />
        <Route
          path="/content"
          element={
            <Guard capability="content.manage">
              <ContentPage />
            </Guard>
          }
        />
        <Route
          path="/games"
          element={
            <Guard capability="games.manage">
              <GamesPage />
            </Guard>
          }
        />
        <Route
          path="/feedback"
          element={
            <Guard capability="feedback.read">
              <FeedbackPage />
            </Guard>
          }
        />
        <Route
          path="/chat"
          element={
            <Guard capability="chat.manage">
              <ChatHostsPage />
            </Guard>
          }
        />
        <Route
          path="/messages"
          element={
            <Guard capability="messages.send">
              <MessagesDeskPage />
            </Guard>
          }
        />
        <Route
          path="/audit"
          element={
            <Guard capability="audit.read">
              <AuditLogPage />
            </Guard>
          }
        />
        <Route
          path="/dashboard"
          element={
            <Guard capability="dashboard.read">
              <Suspense fallback={<Loading />}>
                <DashboardPage />
              </Suspense>
            </Guard>
          }
        />
        <Route
          path="/ledger"
          element={
            <Guard capability="ledger.check">
              <LedgerCheckPage />
            </Guard>
          }
        />
        <Route
          path="/jobs"
          element={
            <Guard capability="jobs.read">
              <JobsPage />
            </Guard>
          }
        />
        <Route
          path="/brands"
          element={
            <Guard capability="brands.read">
              <BrandsPage />
            </Guard>
          }
        />
        <Route
          path="/brands/:code"
          element={
            <Guard capability="brands.read">
              <BrandScreen />
            </Guard>
          }
        />
        <Route
          path="/operators"
          element={
            <Guard capability="operators.manage">
              <OperatorsScreen />
            </Guard>
          }
        />
        <Route
          path="/operators/roles"
          element={
            <Guard capability="operators.manage">
              <RolesPage />
            </Guard>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/console">
        <ConsoleRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
