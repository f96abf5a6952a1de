import { type ReactNode, useEffect } from 'react';
import styles from './page-frame.module.css';

/** A page with its title; sets the document title too. */
export function PageFrame({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.head}>
        {icon ? <span className={styles.badge}>{icon}</span> : null}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
      </header>
      {children}
    </section>
  );
}
