import { type ComponentType, lazy } from 'react';

/**
 * A route's page loaded on demand, as its own chunk, so the home page loads only what it shows. Call it once per
 * route when the route table is built (it makes one lazy component); the site layout's Suspense boundary waits for it.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  return <Page />;
}
