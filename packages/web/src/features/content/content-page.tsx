import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { InHouseIcon } from '../../components/icon';
import { NotAvailablePage } from '../../components/not-available-page';

const TITLES: Record<string, string> = {
  '/seamless': 'page_seamless',
  '/sponsor': 'page_sponsor',
  '/description': 'page_description',
};

/** Spec 2 content sections: /seamless, /sponsor and /description. */
export function ContentPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <NotAvailablePage title={t(TITLES[pathname.toLowerCase()] ?? 'page_description')} icon={<InHouseIcon />} />;
}
