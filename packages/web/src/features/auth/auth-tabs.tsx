import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../components/not-available';
import styles from './auth-dialogs.module.css';

export interface AuthTab {
  id: string;
  labelKey: string;
}

/**
 * The method tabs of the login and register popups (spec 2). Each method is built by a later issue, so each
 * panel shows the not-available state. Arrow keys move between tabs (WAI-ARIA tabs pattern).
 */
export function AuthTabs({ tabs, labelKey, emptyKey }: { tabs: AuthTab[]; labelKey: string; emptyKey: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  if (!active) return <p className={styles.empty}>{t(emptyKey)}</p>;
  const move = (delta: number) => {
    const index = tabs.findIndex((tab) => tab.id === active.id);
    const next = tabs[(index + delta + tabs.length) % tabs.length];
    if (next) {
      setSelected(next.id);
      document.getElementById(`${id}-tab-${next.id}`)?.focus();
    }
  };
  return (
    <div className={styles.tabs}>
      {tabs.length > 1 ? (
        <div role="tablist" aria-label={t(labelKey)} className={styles.tabList}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              id={`${id}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={tab.id === active.id}
              aria-controls={`${id}-panel`}
              tabIndex={tab.id === active.id ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                  event.preventDefault();
                  const forward = event.key === 'ArrowRight';
                  const rtl = document.documentElement.dir === 'rtl';
                  move(forward !== rtl ? 1 : -1);
                }
              }}
            >
              {t(tab.labelKey)}
            </button>
          ))}
        </div>
      ) : null}
      {tabs.length > 1 ? (
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active.id}`} data-tab={active.id}>
          <NotAvailable compact />
        </div>
      ) : (
        <div data-tab={active.id}>
          <NotAvailable compact />
        </div>
      )}
    </div>
  );
}
