import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { Capability } from '@wl/contract/operator-capabilities';
import { can } from '@wl/contract/operator-capabilities';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ChangePasswordPage } from '../features/auth/change-password-page';
import { LoginPage } from '../features/auth/login-page';
import { createQueryClient } from '../lib/query-client';
import { useSession } from '../lib/use-session';
import { ConsoleLayout } from './console-layout';
import { DESK_SCREENS } from './desk-routes';
import { DESKS, navFor } from './desks';

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
        {DESKS.map((desk) => (
          <Route
            key={desk.id}
            path={desk.path}
            element={<Guard capability={desk.capability}>{DESK_SCREENS[desk.id]}</Guard>}
          />
        ))}
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
