import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../../components/icon';
import { LoadFailed } from '../../components/load-failed';
import { PageFrame } from '../../components/page-frame';
import { SafeHtml } from '../../components/safe-html';
import { useContentArticles } from '../../components/use-content-articles';
import { findResource, useSiteInfo } from '../../lib/site-status';
import { AppQrCard } from './app-qr-card';
import styles from './download-page.module.css';
import { AndroidIcon, AppleIcon } from './platform-icons';

/** The brand's apps (resources APP_IOS and APP_ANDROID) and their install guides (helpCenter section download). */
const PLATFORMS = [
  { platform: 'ios', resourceType: 'APP_IOS', nameKey: 'download_ios', linkKey: 'app_ios', Icon: AppleIcon },
  {
    platform: 'android',
    resourceType: 'APP_ANDROID',
    nameKey: 'download_android',
    linkKey: 'app_android',
    Icon: AndroidIcon,
  },
] as const;

/** Spec 1 and 2: mobile app download (iOS and Android, with QR codes) with install guides. */
export function DownloadPage() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  return (
    <PageFrame title={t('app_download')} icon={<PhoneIcon />}>
      <p className={styles.intro}>{t('download_intro')}</p>
      <div className={styles.cards}>
        {PLATFORMS.map(({ platform, resourceType, nameKey, linkKey, Icon }) => (
          <AppQrCard
            key={platform}
            platform={platform}
            name={t(nameKey)}
            icon={<Icon size={24} />}
            url={findResource(info, resourceType)}
            linkKey={linkKey}
          >
            <InstallGuide anchor={platform} />
          </AppQrCard>
        ))}
      </div>
    </PageFrame>
  );
}

/** The install guide of one platform: the download section's article at anchor ios or android. */
function InstallGuide({ anchor }: { anchor: string }) {
  const { t } = useTranslation();
  const articles = useContentArticles('download');
  const article = articles.data?.find((a) => a.anchor === anchor);
  return (
    <section
      className={styles.guide}
      aria-labelledby={`guide-${anchor}`}
      // The guide may exist only in the brand's default language: it reads in its own direction.
      dir={article ? 'auto' : undefined}
      data-testid={`guide-${anchor}`}
    >
      <h3 id={`guide-${anchor}`} className={styles.guideTitle}>
        {article?.title || t('download_guide')}
      </h3>
      {article ? (
        <SafeHtml html={article.content} className={styles.guideBody} />
      ) : articles.data ? (
        <p className={styles.muted}>{t('download_guide_missing')}</p>
      ) : articles.isError ? (
        <LoadFailed compact error={articles.error} onRetry={() => void articles.refetch()} />
      ) : (
        <div className={styles.guideLoading} role="status" aria-busy="true">
          <span className="visually-hidden">{t('app_loading')}</span>
          <span className={styles.bone} aria-hidden="true" />
          <span className={styles.bone} aria-hidden="true" />
          <span className={`${styles.bone} ${styles.boneShort}`} aria-hidden="true" />
        </div>
      )}
    </section>
  );
}
