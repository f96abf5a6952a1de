import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { call } from '../lib/api-client';
import { updateOperator } from '../lib/session';
import { useSession } from '../lib/use-session';
import { AccountMenu } from './account-menu';
import { BrandPicker } from './brand-picker';
import { navFor } from './desks';
import { Preferences } from './preferences';

/**
 * The frame of every desk: the left nav (only what the role may do), the top bar, the page. Under 900 px (a phone, a
 * narrow tablet) the nav is a drawer the top bar's menu button opens over the page; a chosen desk, Escape or a tap
 * beside it closes it, and the focus goes back to the button.
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  // The server's word on the role and brands wins over what was stored at login.
  const me = useQuery({ queryKey: ['operatorMe'], queryFn: ({ signal }) => call('operatorMe', {}, { signal }) });
  useEffect(() => {
    if (me.data) updateOperator(me.data);
  }, [me.data]);
  // A desk chosen (or any other way to a new address): the drawer has done its work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address change is the trigger
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    nav.current?.querySelector<HTMLElement>('nav a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  if (!session) return null;

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <aside id="console-nav" className={menuOpen ? 'sidebar sidebar--open' : 'sidebar'} ref={nav}>
        <div className="sidebar__head">
          <div className="sidebar__brand">{t('console_title')}</div>
          <button
            type="button"
            className="sidebar__close"
            aria-label={t('close_menu')}
            onClick={() => {
              setMenuOpen(false);
              menuButton.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label={t('main_nav')}>
          <ul className="nav">
            {(session.operator.mustChangePassword ? [] : navFor(session.operator.role)).map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  className={({ isActive }) => (isActive ? 'nav__link nav__link--active' : 'nav__link')}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {menuOpen && (
        <button
          type="button"
          className="shell__backdrop"
          tabIndex={-1}
          aria-label={t('close_menu')}
          onClick={() => {
            setMenuOpen(false);
            menuButton.current?.focus();
          }}
        />
      )}
      <div className="shell__main">
        <header className="topbar">
          <button
            type="button"
            className="button button--small topbar__menu"
            ref={menuButton}
            aria-controls="console-nav"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="topbar__menu-icon" aria-hidden="true" />
            <span className="topbar__menu-text">{t('menu')}</span>
          </button>
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
