import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { StatusValue } from '@wl/contract/schemas';
import { I18nextProvider } from 'react-i18next';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { i18n, initI18n } from '../i18n/setup';
import { statusFixture } from './status-fixture';

/** Renders the app's routes at `path` as if the status call had answered `status`. */
export async function renderRoute(path: string, status: StatusValue = statusFixture()) {
  await initI18n('EN');
  const queryClient = createQueryClient();
  queryClient.setQueryData(['status'], status);
  // Where the app is now, as a test reads it (router.state.location), kept by a probe inside the router.
  const router = { state: { location: { pathname: path } as Location } };
  const Probe = () => {
    router.state.location = useLocation();
    return null;
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Probe />
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}
