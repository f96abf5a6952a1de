import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { HeadsetIcon } from '../../components/icon';
import type { SiteInfo } from '../../lib/site-status';

/** The maintenance and region-blocked pages' way out: the brand's first customer-service channel. */
export function CustomerServiceButton({ info }: { info: SiteInfo }) {
  const { t } = useTranslation();
  const url = info.customerService[0]?.url;
  if (!url) {
    return (
      <button
        type="button"
        className={buttonClass('primary', { size: 'large' })}
        disabled
        data-testid="customer-service-button"
      >
        <HeadsetIcon />
        {t('contact_customer_service')}
      </button>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('primary', { size: 'large' })}
      data-testid="customer-service-button"
    >
      <HeadsetIcon />
      {t('contact_customer_service')}
    </a>
  );
}
