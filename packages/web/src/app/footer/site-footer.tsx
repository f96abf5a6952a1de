import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { BrandMark, BrandName } from '../../components/brand-logo';
import { buttonClass } from '../../components/button-class';
import { HELP_TOPICS } from '../../components/help-topics';
import { MessageIcon } from '../../components/icon';
import { SocialIcon, type SocialNetwork } from '../../components/social-icon';
import { findResource, useSiteInfo } from '../../lib/site-status';
import { FooterVendors } from './footer-vendors';
import styles from './site-footer.module.css';

/**
 * The feedback form is the feedback feature's own entry point, loaded when the visitor first asks for it: the
 * footer is on the home page, which must stay small (issue 6 "Performance").
 */
const loadFeedbackDialog = () => import('../../features/feedback/feedback-dialog');
const FeedbackDialog = lazy(() => loadFeedbackDialog().then((m) => ({ default: m.FeedbackDialog })));

/** Spec 2 "Footer: social links ... each only when resources exist". */
const SOCIAL: { network: SocialNetwork; resourceType: string; labelKey: string }[] = [
  { network: 'facebook', resourceType: 'FACEBOOK', labelKey: 'social_facebook' },
  { network: 'youtube', resourceType: 'YOUTUBE', labelKey: 'social_youtube' },
  { network: 'whatsapp', resourceType: 'WHATSAPP', labelKey: 'social_whatsapp' },
  { network: 'tiktok', resourceType: 'TIKTOK', labelKey: 'social_tiktok' },
  { network: 'instagram', resourceType: 'INSTAGRAM', labelKey: 'social_instagram' },
  { network: 'twitter', resourceType: 'TWITTER', labelKey: 'social_twitter' },
];

/**
 * The public content pages of spec 2 (/sponsor, /description, the download page, feedback and complaints) and the
 * live chat hosts (spec 1 "live chat models").
 */
const SITE_LINKS = [
  { to: '/liveModels', labelKey: 'live_models_title' },
  { to: '/sponsor', labelKey: 'page_sponsor' },
  { to: '/description', labelKey: 'page_description' },
  { to: '/download', labelKey: 'app_download' },
  { to: '/feedback', labelKey: 'page_feedback' },
] as const;

/** Spec 2 "Footer: vendor icons, help links, social links ..., feedback". */
export function SiteFooter() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Mounted from the first open on, so the dialog keeps what was typed when it is closed and opened again.
  const [feedbackUsed, setFeedbackUsed] = useState(false);
  const social = SOCIAL.map((s) => ({ ...s, url: findResource(info, s.resourceType) })).filter((s) => s.url);
  const openFeedback = () => {
    setFeedbackUsed(true);
    setFeedbackOpen(true);
  };
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <FooterVendors />
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
          <nav aria-labelledby="footer-site" className={styles.column}>
            <h2 id="footer-site" className={styles.heading}>
              {t('footer_more')}
            </h2>
            <ul className={styles.links}>
              {SITE_LINKS.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to} className={styles.link} data-testid={`footer-link${link.to.replace('/', '-')}`}>
                    {t(link.labelKey)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={`${styles.column} ${styles.follow}`}>
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
              onClick={openFeedback}
              // Fetch the dialog's chunk as the pointer or focus arrives, so it opens without a wait.
              onPointerEnter={() => void loadFeedbackDialog()}
              onFocus={() => void loadFeedbackDialog()}
              aria-haspopup="dialog"
              data-testid="footer-feedback"
            >
              <MessageIcon size={18} />
              {t('feedback')}
            </button>
          </div>
        </div>
        <p className={styles.copyright}>{t('copyright', { year: new Date().getFullYear(), brand: info.brandName })}</p>
      </div>
      {feedbackUsed ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
        </Suspense>
      ) : null}
    </footer>
  );
}
