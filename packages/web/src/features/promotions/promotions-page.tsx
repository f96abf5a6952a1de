import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../../components/icon';
import { NotAvailablePage } from '../../components/not-available-page';

export function PromotionsPage() {
  const { t } = useTranslation();
  return <NotAvailablePage title={t('page_promotions')} icon={<GiftIcon />} />;
}
