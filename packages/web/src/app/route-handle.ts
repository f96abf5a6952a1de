/** What a route shows around its page (spec 2 "Layout / guard" column), read by the site layout. */
export interface RouteHandle {
  footer: boolean;
  sideMenu: boolean;
  /** Game list centres are "marked as game page" (spec 2). */
  gamePage: boolean;
}

export const LAYOUTS = {
  /** Header, footer and side menu: home, promotions, point mall. */
  full: { footer: true, sideMenu: true, gamePage: false },
  /** Header and footer only: game centres, sponsor, help, agent home. */
  headerFooter: { footer: true, sideMenu: false, gamePage: false },
  /** Header only: /lottery, /seamless, /description. */
  headerOnly: { footer: false, sideMenu: false, gamePage: false },
  /** Side menu, marked as a game page: game list centres. */
  gameList: { footer: true, sideMenu: true, gamePage: true },
  /** Side menu: /seaLottery, /vnLottery. */
  sideMenu: { footer: true, sideMenu: true, gamePage: false },
} satisfies Record<string, RouteHandle>;

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'sideMenu' in value && 'footer' in value;
}
