import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { memoryRouter } from '../../test/memory-router';
import { InHouseGamePage } from './table/in-house-game-page';
import { REDUCED_MOTION_QUERY } from './table/use-game-round';
import { VerifyPage } from './verify/verify-page';

/**
 * Test helper: renders the in-house pages at `path`. Reduced motion
 * is on, so a round's reveal settles at once.
 */
export async function renderInHouse(path: string) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === REDUCED_MOTION_QUERY,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  await initI18n('EN');
  // The same paths as app/in-house-routes.tsx (features do not import the app).
  const routes = [
    { path: '/play/bgs/:game', element: <InHouseGamePage /> },
    { path: '/verify', element: <VerifyPage /> },
  ];
  const { router, element } = memoryRouter(path, routes);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}
