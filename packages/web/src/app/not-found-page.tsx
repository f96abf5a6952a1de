import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link';
import { buttonClass } from '../components/button-class';
import { PageFrame } from '../components/page-frame';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('page_not_found')}>
      <p>{t('page_not_found_hint')}</p>
      <div>
        <AppLink to="/" className={buttonClass('primary')}>
          {t('back_to_home')}
        </AppLink>
      </div>
    </PageFrame>
  );
}
