import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { SlotsIcon } from '../../components/icon';
import { NotAvailablePage } from '../../components/not-available-page';
import { categoryOfPath, titleKeyOfPath } from './game-category';

/**
 * Spec 2 game list centre (/rng, /live, /fish, /pvp, /inHouse, /hot), the named route gameListCenter
 * (/gameList/:vassalage/:gameType) and vendor filters such as /rng?vassalage=PG.
 */
export function GameListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const vendor = (params.vassalage ?? search.get('vassalage'))?.toUpperCase() ?? null;
  const gameType = params.gameType?.toUpperCase() ?? categoryOfPath(pathname);
  const title = vendor ? t('page_game_list_vendor', { vendor }) : t(titleKeyOfPath(pathname));
  return (
    <div data-category={gameType ?? undefined} data-vendor={vendor ?? undefined}>
      <NotAvailablePage title={title} icon={<SlotsIcon />} />
    </div>
  );
}
