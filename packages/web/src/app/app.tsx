import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { i18n } from '../i18n/setup';
import { LiveEvents } from './live-events';
import { routes } from './routes';
import { StartupGate } from './startup-gate';

/** Created only once the status call says the site is open, so guards see the adopted session. */
function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
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
