import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router';
import { LoaderOverlay } from '../components/loader-overlay';
import { i18n } from '../i18n/setup';
import { LiveEvents } from './live-events';
import { routes } from './routes';
import { StartupGate } from './startup-gate';

/** The route table (app/routes.tsx) for the location; pages outside the site frame wait for their code here. */
export function AppRoutes() {
  const page = useRoutes(routes);
  return <Suspense fallback={<LoaderOverlay />}>{page}</Suspense>;
}

/**
 * Rendered only once the status call says the site is open, so guards see the adopted session. React Router's
 * declarative mode: the pages need no loaders or actions (TanStack Query fetches), and it is half the size of the
 * data router on the home page's wire (bench/README.md).
 */
function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StartupGate>
          <LiveEvents />
          <AppRouter />
        </StartupGate>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
