import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../lib/api-client';
import { clearSession } from '../lib/session';
import { useSession } from '../lib/use-session';

/** Who is signed in, their role and brands, and the way out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!session) return null;
  const { operator } = session;
  const logout = async () => {
    setLeaving(true);
    // The session ends here whatever the server answers: a dead token is as good as a logged-out one.
    await call('operatorLogout', {}).catch(() => {});
    clearSession();
  };

  return (
    <div className="menu" ref={ref}>
      <button
        type="button"
        className="menu__button"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="menu__avatar" aria-hidden="true">
          {operator.account.slice(0, 1).toUpperCase()}
        </span>
        <span className="menu__account">{operator.account}</span>
      </button>
      {open && (
        <div className="menu__panel">
          <dl className="facts facts--menu">
            <div className="facts__row">
              <dt>{t('role')}</dt>
              <dd>{t(`role_${operator.role}`)}</dd>
            </div>
            <div className="facts__row">
              <dt>{t('brands')}</dt>
              <dd>{operator.allBrands ? t('all_brands') : operator.brands.join(', ')}</dd>
            </div>
          </dl>
          <Link to="/password" className="menu__link" onClick={() => setOpen(false)}>
            {t('change_password')}
          </Link>
          <button type="button" className="button button--block" onClick={() => void logout()} disabled={leaving}>
            {t('logout')}
          </button>
        </div>
      )}
    </div>
  );
}
