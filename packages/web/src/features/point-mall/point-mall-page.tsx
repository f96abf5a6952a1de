import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../components/icon';
import { NotAvailablePage } from '../../components/not-available-page';

/** Spec 2: Point Mall needs login (the router guards it). */
export function PointMallPage() {
  const { t } = useTranslation();
  return <NotAvailablePage title={t('page_point_mall')} icon={<StarIcon />} />;
}
