import type { GameMenu, VendorCard } from '@wl/contract/schemas';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { useGameMenus } from '../../features/games/api/game-menus';
import { vendorAction, vendorName } from '../../features/games/game-menus';
import styles from './site-footer.module.css';

interface FooterVendor {
  card: VendorCard;
  to: string;
}

/** The named route gameListCenter (spec 2), for vendors whose menu entry launches a lobby instead of a list. */
const gameListCenter = (vassalage: string, gameType: string) =>
  `/gameList/${encodeURIComponent(vassalage.toLowerCase())}/${encodeURIComponent(gameType.toLowerCase())}`;

/** Each vendor once, in menu order, with the game list its badge opens (the header's drop menu link). */
function footerVendors(menus: readonly GameMenu[]): FooterVendor[] {
  const seen = new Set<string>();
  const vendors: FooterVendor[] = [];
  for (const menu of menus) {
    for (const card of menu.cards) {
      if (seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      const action = vendorAction(card, menu.gameClassify);
      vendors.push({ card, to: action.kind === 'link' ? action.to : gameListCenter(card.vassalage, card.gameType) });
    }
  }
  return vendors;
}

/** Two or three letters of the vendor code: vendors have no logo image, so the badge draws their initials. */
const monogram = (vassalage: string) =>
  vassalage
    .replace(/[^a-z0-9]/giu, '')
    .slice(0, 3)
    .toUpperCase();

/**
 * Spec 2 "Footer: vendor icons": the brand's game providers from the game menus (the header's cached call), each
 * a badge linking to its games.
 */
export function FooterVendors() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const vendors = footerVendors(menus.data ?? []);
  if (!menus.isPending && vendors.length === 0) return null;
  return (
    <section className={styles.vendors} aria-labelledby="footer-vendors" data-testid="footer-vendors">
      <h2 id="footer-vendors" className={styles.heading}>
        {t('footer_vendors')}
      </h2>
      {menus.isPending ? (
        <div className={styles.vendorList} aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <span key={i} className={`${styles.vendorBadge} ${styles.vendorBone}`} />
          ))}
        </div>
      ) : (
        <ul className={styles.vendorList}>
          {vendors.map(({ card, to }) => (
            <li key={card.vassalage}>
              <AppLink to={to} className={styles.vendorBadge} data-testid={`footer-vendor-${card.vassalage}`}>
                <span className={styles.monogram} aria-hidden="true">
                  {monogram(card.vassalage)}
                </span>
                <span className={styles.vendorName}>{vendorName(card)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
