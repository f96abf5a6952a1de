import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';
import styles from './home-section.module.css';

/** A home page section: its heading, an optional action (refresh, slider arrows) and a "more" link. */
export function HomeSection({
  id,
  title,
  action,
  more,
  className,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  /** The list page this section is a preview of. */
  more?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={id} data-section={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <div className={styles.tools}>
          {action}
          {more ? (
            <AppLink to={more} className={styles.more} data-testid={`${id}-more`}>
              {t('home_more')}
              <span className="visually-hidden">{` · ${title}`}</span>
            </AppLink>
          ) : null}
        </div>
      </div>
      {children}
    </section>
  );
}
