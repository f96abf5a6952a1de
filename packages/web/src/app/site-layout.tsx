import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, Outlet, type RouteObject, useLocation } from 'react-router';
import { LoaderOverlay } from '../components/loader-overlay';
import { AccountDialogsGate } from '../features/account/account-dialogs-gate';
import { useMemberInfo } from '../features/account/member-info';
import { AnnouncementPopups } from '../features/announcements/announcement-popups';
import { ServiceWidget } from '../features/customer-service/service-widget';
import { EmailConfirm } from '../features/security-centre/email-confirm';
import { useLoaderVisible } from '../lib/loader';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { MemberCentre } from './member-centre/member-centre';
import { NavigationEffects } from './navigation-effects';
import { isRouteHandle, LAYOUTS } from './route-handle';
import { SideMenuLeft } from './side-menu/side-menu-left';
import { SideMenuRight } from './side-menu/side-menu-right';
import styles from './site-layout.module.css';

/**
 * The one site frame: header always, footer and side menu per the matched page's handle (spec 2). `pages` are its
 * child routes (app/routes.tsx), matched here against the location to read that handle.
 */
export function SiteLayout({ pages }: { pages: RouteObject[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const loaderVisible = useLoaderVisible();
  // Spec 4: with a token in the session, member info loads (and a stale token is cleared).
  useMemberInfo();
  const matches = matchRoutes(pages, location) ?? [];
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.route.handle))?.route.handle;
  const layout = isRouteHandle(handle) ? handle : LAYOUTS.headerFooter;
  return (
    <div className={styles.shell} data-game-page={layout.gamePage ? 'true' : undefined}>
      <a href="#main" className={styles.skip}>
        {t('skip_to_content')}
      </a>
      <NavigationEffects />
      <SiteHeader />
      {layout.sideMenu ? <SideMenuLeft /> : null}
      <main id="main" tabIndex={-1} className={`${styles.main} ${layout.sideMenu ? styles.withSide : ''}`}>
        {/* A page's code arrives on demand: the loader shows over the frame until it has. */}
        <Suspense fallback={<LoaderOverlay />}>
          <Outlet />
        </Suspense>
      </main>
      {layout.sideMenu ? <SideMenuRight /> : null}
      <ServiceWidget withSideMenu={layout.sideMenu} />
      {layout.footer ? <SiteFooter /> : null}
      <AccountDialogsGate />
      <AnnouncementPopups />
      <MemberCentre />
      <EmailConfirm />
      {loaderVisible ? <LoaderOverlay /> : null}
    </div>
  );
}
