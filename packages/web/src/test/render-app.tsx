import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { StatusValue } from '@wl/contract/schemas';
import { I18nextProvider } from 'react-i18next';
import { AppRoutes } from '../app/app';
import { i18n, initI18n } from '../i18n/setup';
import { createQueryClient } from '../lib/query-client';
import { memoryRouter } from './memory-router';
import { statusFixture } from './status-fixture';

/** Renders the app's routes at `path` as if the status call had answered `status`. */
export async function renderRoute(path: string, status: StatusValue = statusFixture()) {
  await initI18n('EN');
  const queryClient = createQueryClient();
  queryClient.setQueryData(['status'], status);
  const { router, element } = memoryRouter(path, <AppRoutes />);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}
