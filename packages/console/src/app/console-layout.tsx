import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { call } from '../lib/api-client';
import { updateOperator } from '../lib/session';
import { useSession } from '../lib/use-session';
import { AccountMenu } from './account-menu';
import { BrandPicker } from './brand-picker';
import { navFor } from './nav-items';
import { Preferences } from './preferences';

/** The frame of every desk: the left nav (only what the role may do), the top bar, the page. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useSession();
  // The server's word on the role and brands wins over what was stored at login.
  const me = useQuery({ queryKey: ['operatorMe'], queryFn: ({ signal }) => call('operatorMe', {}, { signal }) });
  useEffect(() => {
    if (me.data) updateOperator(me.data);
  }, [me.data]);
  if (!session) return null;

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <aside className="sidebar">
        <div className="sidebar__brand">{t('console_title')}</div>
        <nav aria-label={t('main_nav')}>
          <ul className="nav">
            {(session.operator.mustChangePassword ? [] : navFor(session.operator.role)).map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  className={({ isActive }) => (isActive ? 'nav__link nav__link--active' : 'nav__link')}
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="shell__main">
        <header className="topbar">
          <BrandPicker />
          <div className="topbar__spacer" />
          <Preferences />
          <AccountMenu />
        </header>
        <main id="main" className="page">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
