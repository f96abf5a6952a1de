import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SportsIcon } from '../../components/icon';
import { NotAvailablePage } from '../../components/not-available-page';
import { categoryOfPath, titleKeyOfPath } from './game-category';

/** Spec 2 game centre (/sports, /esports, /cockfight): header and footer only. */
export function GameCentrePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div data-category={categoryOfPath(pathname) ?? undefined}>
      <NotAvailablePage title={t(titleKeyOfPath(pathname))} icon={<SportsIcon />} />
    </div>
  );
}
