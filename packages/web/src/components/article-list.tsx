import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import styles from './article-list.module.css';
import { NotAvailable } from './not-available';
import { SafeHtml } from './safe-html';

/** One article of a content section; content null while it is loading or when the brand has none. */
export interface ArticleEntry {
  anchor: string;
  title: string;
  content: string | null;
}

/**
 * A content section's articles (help centre, /sponsor, /description): a table of contents and each article at
 * its anchor, its server HTML shown through SafeHtml. The articles arrive after the navigation, so a link such as
 * /sponsor#football is scrolled to here once they are on the page (spec 2 "or to the hash target").
 */
export function ArticleList({
  articles,
  tocLabel,
  pending = false,
}: {
  articles: readonly ArticleEntry[];
  tocLabel: string;
  /** Articles without content show nothing while pending, the not-available state after. */
  pending?: boolean;
}) {
  const { hash } = useLocation();
  const tocId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const anchors = articles.map((a) => a.anchor).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the set of articles changes, not on every hash change (the router does that)
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target && ref.current?.contains(target)) target.scrollIntoView({ block: 'start' });
  }, [anchors]);
  const withToc = articles.length > 1;
  return (
    <div ref={ref} className={`${styles.layout} ${withToc ? '' : styles.single}`}>
      {withToc ? (
        <nav aria-labelledby={tocId} className={styles.toc} data-testid="article-toc">
          <h2 id={tocId} className={styles.tocTitle}>
            {tocLabel}
          </h2>
          <ul>
            {articles.map((article) => (
              <li key={article.anchor} dir="auto">
                <a href={`#${article.anchor}`}>{article.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.articles}>
        {articles.map((article) => (
          <article
            key={article.anchor}
            id={article.anchor}
            className={styles.article}
            aria-labelledby={`${article.anchor}-title`}
            // A brand may have articles only in its default language: each reads in its own direction.
            dir="auto"
            data-testid={`article-${article.anchor}`}
          >
            <h2 id={`${article.anchor}-title`} className={styles.title}>
              {article.title}
            </h2>
            {article.content !== null ? (
              <SafeHtml html={article.content} className={styles.body} />
            ) : pending ? null : (
              <NotAvailable compact />
            )}
          </article>
        ))}
      </div>
    </div>
  );
}

/** The loading state of an article list: its shape in grey, so the page does not jump when the text arrives. */
export function ArticleListSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.layout} role="status" aria-busy="true" data-testid="articles-loading">
      <span className="visually-hidden">{label}</span>
      <div className={`${styles.toc} ${styles.skeletonToc}`} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={styles.bone} />
        ))}
      </div>
      <div className={styles.articles} aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className={styles.article}>
            <span className={`${styles.bone} ${styles.boneTitle}`} />
            <span className={styles.bone} />
            <span className={styles.bone} />
            <span className={`${styles.bone} ${styles.boneShort}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
