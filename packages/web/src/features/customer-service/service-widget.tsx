import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { CloseIcon, HeadsetIcon } from '../../components/icon';
import { useSiteInfo } from '../../lib/site-status';
import styles from './service-widget.module.css';
import { closeServiceWidget, toggleServiceWidget, useServiceWidgetOpen } from './service-widget-store';

/**
 * Spec 2 "A floating customer-service widget lists service entries (title and type)". With the side menu, the right
 * bar's customer service button opens it (and a launcher of its own on phones, where the bar is hidden); without the
 * side menu, its launcher does.
 */
export function ServiceWidget({ withSideMenu }: { withSideMenu: boolean }) {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const open = useServiceWidgetOpen();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeServiceWidget();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {
        <button
          type="button"
          className={`${styles.launcher} ${withSideMenu ? styles.phoneOnly : ''}`}
          aria-label={t('customer_service')}
          aria-expanded={open}
          aria-controls="service-widget"
          title={t('customer_service')}
          onClick={toggleServiceWidget}
          data-testid="service-launcher"
        >
          <HeadsetIcon />
        </button>
      }
      {open ? (
        <section
          id="service-widget"
          ref={panel}
          tabIndex={-1}
          className={`${styles.panel} ${withSideMenu ? styles.besideBar : ''}`}
          aria-labelledby="service-widget-title"
          data-testid="service-widget"
        >
          <header className={styles.head}>
            <span className={styles.badge} aria-hidden="true">
              <HeadsetIcon size={20} />
            </span>
            <h2 id="service-widget-title" className={styles.title}>
              {t('customer_service')}
            </h2>
            <button
              type="button"
              className={buttonClass('ghost', { icon: true })}
              aria-label={t('close')}
              onClick={closeServiceWidget}
            >
              <CloseIcon />
            </button>
          </header>
          <p className={styles.intro}>{t('service_widget_intro')}</p>
          {info.customerService.length === 0 ? (
            <p className={styles.empty}>{t('customer_service_none')}</p>
          ) : (
            <ul className={styles.list}>
              {info.customerService.map((entry) => (
                <li key={`${entry.type}-${entry.url}`}>
                  <a
                    className={styles.entry}
                    href={entry.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${entry.title} (${entry.type}) ${t('opens_new_window')}`}
                  >
                    <span className={styles.entryTitle}>{entry.title}</span>
                    <span className={styles.entryType}>{entry.type}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  );
}
