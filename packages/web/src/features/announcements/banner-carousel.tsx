import { CONSTANTS } from '@wl/contract/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CallOutput } from '../../lib/api-client';
import styles from './banner-carousel.module.css';

/** A banner of the announcements call, as far as the carousel reads it. */
export type Banner = Pick<CallOutput<'announcements'>['banners'][number], 'url' | 'linkageType' | 'target'>;

/** Where a click on a banner goes (spec 4 "clicking opens the linkage"). */
export function bannerHref(banner: Banner): string | null {
  if (banner.linkageType === 'promotion') return '/promotions';
  if (banner.linkageType === 'url' && banner.target) return banner.target;
  return null;
}

/**
 * Spec 4 "Banner carousel": more than one banner loops, sliding every 5 s with a 1 s transition; the pagination is
 * clickable; a click opens the banner's linkage. Motion stops for visitors who ask for reduced motion.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const count = banners.length;
  useEffect(() => {
    if (count < 2) return;
    const reduced =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CONSTANTS.bannerAutoplayMs);
    return () => clearInterval(timer);
  }, [count]);
  if (count === 0) return null;
  const open = (banner: Banner) => {
    const href = bannerHref(banner);
    if (!href) return;
    if (/^https?:\/\//.test(href)) window.open(href, '_blank', 'noopener');
    else void navigate(href);
  };
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home_banners')}
      data-testid="banner-carousel"
    >
      <div
        className={styles.track}
        style={{ transform: `translateX(${-index * 100}%)`, transitionDuration: `${CONSTANTS.bannerTransitionMs}ms` }}
        data-index={index}
      >
        {banners.map((banner, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a banner list is replaced whole and never reordered; two banners may share an image.
            key={`${banner.url}-${i}`}
            type="button"
            className={styles.slide}
            onClick={() => open(banner)}
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
            data-testid={`banner-slide-${i}`}
          >
            <img src={banner.url} alt="" className={styles.image} />
          </button>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {banners.map((banner, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: as above, the position is the identity of a dot.
              key={`dot-${banner.url}-${i}`}
              type="button"
              className={i === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
              aria-label={t('banner_go_to', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              data-testid={`banner-dot-${i}`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
