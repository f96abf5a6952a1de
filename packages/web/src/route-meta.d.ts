declare module 'virtual:wl-route-meta' {
  import type { HttpMethod } from '@wl/contract/route-def';
  import type { RouteName } from '@wl/contract/routes';

  /** Generated from the contract route table by route-meta-plugin.ts. */
  const ROUTE_META: Record<
    RouteName,
    { method: HttpMethod; path: string; auth: 'public' | 'token'; encrypted: boolean; bodyType: 'json' | 'form' }
  >;
  export default ROUTE_META;
}
