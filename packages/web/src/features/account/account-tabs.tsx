import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './account-dialogs.module.css';

export interface AccountTab {
  id: string;
  labelKey: string;
  testId?: string;
}

/**
 * The method tabs of the account popups (spec 2): the switch appears only when more than one method is enabled.
 * Arrow keys move between tabs (WAI-ARIA tabs pattern), mirrored in right-to-left languages.
 */
export function AccountTabs({
  tabs,
  labelKey,
  emptyKey,
  children,
}: {
  tabs: AccountTab[];
  labelKey: string;
  emptyKey: string;
  children: (active: string) => ReactNode;
}) {
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
  if (tabs.length < 2) return <div data-tab={active.id}>{children(active.id)}</div>;
  return (
    <div className={styles.tabs}>
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
            data-testid={tab.testId}
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
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active.id}`} data-tab={active.id}>
        {children(active.id)}
      </div>
    </div>
  );
}
