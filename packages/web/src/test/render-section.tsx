import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { StatusValue } from '@wl/contract/schemas';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../i18n/setup';
import { createQueryClient } from '../lib/query-client';
import { memoryRouter } from './memory-router';
import { statusFixture } from './status-fixture';

/**
 * Tests only: one section of a page on its own, with the status answered, a query client and a router at `path`
 * (a query such as `/?mc=personalHistoryCopy&bet=41` for a page that reads the address).
 */
export async function renderSection(ui: ReactNode, status: StatusValue = statusFixture(), path = '/') {
  await initI18n('EN');
  const queryClient = createQueryClient();
  queryClient.setQueryData(['status'], status);
  const { router, element } = memoryRouter(path, [{ path: '*', element: ui }]);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}
