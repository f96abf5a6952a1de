import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LotteryIcon } from '../../components/icon';
import { NotAvailablePage } from '../../components/not-available-page';

const TITLES: Record<string, string> = {
  '/lottery': 'page_lottery',
  '/sealottery': 'page_sea_lottery',
  '/vnlottery': 'page_vn_lottery',
};

/** Spec 2 lottery pages (/lottery, /seaLottery, /vnLottery; query gameCode), behind login. */
export function LotteryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <NotAvailablePage title={t(TITLES[pathname.toLowerCase()] ?? 'page_lottery')} icon={<LotteryIcon />} />;
}
