import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { BrandMark, BrandName } from '../../components/brand-logo';
import { buttonClass } from '../../components/button-class';
import { HELP_TOPICS } from '../../components/help-topics';
import { MessageIcon } from '../../components/icon';
import { NotAvailableDialog } from '../../components/not-available-dialog';
import { SocialIcon, type SocialNetwork } from '../../components/social-icon';
import { findResource, useSiteInfo } from '../../lib/site-status';
import styles from './site-footer.module.css';

/** Spec 2 "Footer: social links ... each only when resources exist". */
const SOCIAL: { network: SocialNetwork; resourceType: string; labelKey: string }[] = [
  { network: 'facebook', resourceType: 'FACEBOOK', labelKey: 'social_facebook' },
  { network: 'youtube', resourceType: 'YOUTUBE', labelKey: 'social_youtube' },
  { network: 'whatsapp', resourceType: 'WHATSAPP', labelKey: 'social_whatsapp' },
  { network: 'tiktok', resourceType: 'TIKTOK', labelKey: 'social_tiktok' },
  { network: 'instagram', resourceType: 'INSTAGRAM', labelKey: 'social_instagram' },
  { network: 'twitter', resourceType: 'TWITTER', labelKey: 'social_twitter' },
];

export function SiteFooter() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const social = SOCIAL.map((s) => ({ ...s, url: findResource(info, s.resourceType) })).filter((s) => s.url);
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <section className={styles.vendors} aria-labelledby="footer-vendors">
          <h2 id="footer-vendors" className={styles.heading}>
            {t('footer_vendors')}
          </h2>
          <p className={styles.muted}>{t('footer_vendors_empty')}</p>
        </section>
        <div className={styles.columns}>
          <div className={styles.brand}>
            <span className={styles.brandRow}>
              <BrandMark size={32} />
              <BrandName name={info.brandName} />
            </span>
            <p className={styles.responsible}>
              <span className={styles.adult} aria-hidden="true">
                {t('adult_badge')}
              </span>
              <span>{t('responsible_note')}</span>
            </p>
          </div>
          <nav aria-labelledby="footer-help" className={styles.column}>
            <h2 id="footer-help" className={styles.heading}>
              {t('footer_help')}
            </h2>
            <ul className={styles.links}>
              {HELP_TOPICS.map((link) => (
                <li key={link.anchor}>
                  <AppLink to={{ pathname: '/help', hash: `#${link.anchor}` }} className={styles.link}>
                    {t(link.labelKey)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.column}>
            {social.length > 0 ? (
              <>
                <h2 className={styles.heading}>{t('footer_follow')}</h2>
                <ul className={styles.social}>
                  {social.map((s) => (
                    <li key={s.network}>
                      <a
                        href={s.url ?? undefined}
                        className={styles.socialLink}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${t(s.labelKey)} ${t('opens_new_window')}`}
                        data-testid={`social-${s.network}`}
                      >
                        <SocialIcon network={s.network} />
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <button
              type="button"
              className={buttonClass('secondary', { size: 'small' })}
              onClick={() => setFeedbackOpen(true)}
            >
              <MessageIcon size={18} />
              {t('feedback')}
            </button>
          </div>
        </div>
        <p className={styles.copyright}>{t('copyright', { year: new Date().getFullYear(), brand: info.brandName })}</p>
      </div>
      <NotAvailableDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} title={t('feedback')} />
    </footer>
  );
}
