import type { ReactNode } from 'react';
import { type Location, MemoryRouter, type RouteObject, useLocation, useRoutes } from 'react-router';

function Routed({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Tests only: `routes` (or an element that routes, such as the app's AppRoutes) in an in-memory router at `path`,
 * the way the app routes (declarative mode, app/app.tsx). `router.state.location` is where the app is now, kept by
 * a probe inside the router.
 */
export function memoryRouter(path: string, routes: RouteObject[] | ReactNode) {
  const router = { state: { location: { pathname: path } as Location } };
  const Probe = () => {
    router.state.location = useLocation();
    return null;
  };
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      {Array.isArray(routes) ? <Routed routes={routes} /> : routes}
    </MemoryRouter>
  );
  return { router, element };
}
