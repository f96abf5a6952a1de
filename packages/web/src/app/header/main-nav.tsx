import type { GameMenu } from '@wl/contract/schemas';
import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import {
  CardsIcon,
  CockfightIcon,
  EsportsIcon,
  FishIcon,
  GiftIcon,
  HomeIcon,
  type IconProps,
  LiveIcon,
  LotteryIcon,
  SlotsIcon,
  SportsIcon,
  StarIcon,
} from '../../components/icon';
import { useGameMenus } from '../../features/games/api/game-menus';
import { CATEGORY_LABELS, categoryAction, u9wCard, vendorAction, vendorName } from '../../features/games/game-menus';
import { type LaunchTarget, useStartGame, vendorTarget } from '../../features/games/use-start-game';
import { openAuthDialog } from '../../lib/auth-dialog';
import { LOTTERY_PAGE_TITLES } from '../../lib/lottery-pages';
import { useSession } from '../../lib/use-session';
import { useLotteryPages } from '../use-lottery-pages';
import { DropCategory, type NavItem, VerticalCategory } from './nav-menus';
import styles from './site-header.module.css';

const CATEGORY_ICONS: Record<string, ComponentType<IconProps>> = {
  LOTT: LotteryIcon,
  ELOTT: LotteryIcon,
  LIVE: LiveIcon,
  RNG: SlotsIcon,
  FISH: FishIcon,
  PVP: CardsIcon,
  SPORTS: SportsIcon,
  ESPORTS: EsportsIcon,
  COCKFIGHT: CockfightIcon,
};

interface NavProps {
  onNavigate?: (() => void) | undefined;
  vertical?: boolean;
}

const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`;

/**
 * Spec 2 "Top navigation": Home, the optional U9W sports entry, one entry per game category that has vendors
 * (from the game menus call), Promotions, Point Mall (needs login). Each category has a drop menu of its vendors.
 * The brand's own lottery games are no vendor's: unless a LOTT or ELOTT vendor brings the category, a Lottery
 * entry leads to the lottery pages that have games (lottery-entries.test.tsx).
 */
export function MainNav({ onNavigate, vertical = false }: NavProps) {
  const { t } = useTranslation();
  const session = useSession();
  const menus = useGameMenus();
  const { start, ui } = useStartGame();
  const categories = (menus.data ?? []).filter((m) => CATEGORY_LABELS[m.gameClassify.toUpperCase()]);
  const vendorLottery = categories.some((m) => ['LOTT', 'ELOTT'].includes(m.gameClassify.toUpperCase()));
  const u9w = u9wCard(menus.data ?? []);
  // A launch opens the game popup over the page; the mobile drawer stays as it was.
  const launch = (target: LaunchTarget) => start(target);
  const openPointMall = (event: MouseEvent<HTMLAnchorElement>) => {
    if (session.isLogin) {
      onNavigate?.();
      return;
    }
    event.preventDefault();
    openAuthDialog('login');
  };
  return (
    <nav aria-label={t('nav_main')} className={vertical ? styles.navVertical : styles.nav} data-testid="main-nav">
      <ul className={styles.navList}>
        <li>
          <AppLink to="/" end className={linkClass} onClick={onNavigate} data-testid="nav-home">
            <HomeIcon size={18} />
            <span>{t('nav_home')}</span>
          </AppLink>
        </li>
        {u9w ? (
          <li>
            <button
              type="button"
              className={styles.navLink}
              onClick={() => launch(vendorTarget(u9w))}
              data-testid="nav-vendor-U9W"
            >
              <SportsIcon size={18} />
              <span>{vendorName(u9w)}</span>
            </button>
          </li>
        ) : null}
        {vendorLottery ? null : <NavLottery vertical={vertical} onNavigate={onNavigate} onLaunch={launch} />}
        {categories.map((menu) => (
          <NavCategory
            key={menu.gameClassify}
            menu={menu}
            vertical={vertical}
            onNavigate={onNavigate}
            onLaunch={launch}
          />
        ))}
        <li>
          <AppLink to="/promotions" className={linkClass} onClick={onNavigate} data-testid="nav-promotions">
            <GiftIcon size={18} />
            <span>{t('nav_promotions')}</span>
          </AppLink>
        </li>
        <li>
          <AppLink to="/pointMall" className={linkClass} onClick={openPointMall} data-testid="nav-point-mall">
            <StarIcon size={18} />
            <span>{t('nav_point_mall')}</span>
          </AppLink>
        </li>
      </ul>
      {ui}
    </nav>
  );
}

interface CategoryProps {
  menu: GameMenu;
  vertical: boolean;
  onNavigate: (() => void) | undefined;
  onLaunch: (target: LaunchTarget) => void;
}

function NavCategory({ menu, vertical, onNavigate, onLaunch }: CategoryProps) {
  const { t } = useTranslation();
  const type = menu.gameClassify.toUpperCase();
  const action = categoryAction(menu);
  if (!action) return null;
  const Icon = CATEGORY_ICONS[type] ?? SlotsIcon;
  const label = t(CATEGORY_LABELS[type] ?? type);
  const content = (
    <>
      <Icon size={18} />
      <span>{label}</span>
    </>
  );
  const entry =
    action.kind === 'link' ? (
      <AppLink to={action.to} className={linkClass} onClick={onNavigate} data-testid={`nav-category-${type}`}>
        {content}
      </AppLink>
    ) : (
      <button
        type="button"
        className={styles.navLink}
        onClick={() => onLaunch(vendorTarget(action.card))}
        data-testid={`nav-category-${type}`}
      >
        {content}
      </button>
    );
  const items: NavItem[] = menu.cards.map((card) => ({
    key: card.vassalage,
    label: vendorName(card),
    action: vendorAction(card, type),
    testId: `nav-vendor-${type}-${card.vassalage}`,
  }));
  return (
    <CategoryMenu
      type={type}
      label={label}
      items={items}
      entry={entry}
      vertical={vertical}
      onNavigate={onNavigate}
      onLaunch={onLaunch}
    />
  );
}

/** The lottery: one entry to the first lottery page with games, its menu listing each of them (spec 2). */
function NavLottery({ vertical, onNavigate, onLaunch }: Omit<CategoryProps, 'menu'>) {
  const { t } = useTranslation();
  const { pages } = useLotteryPages();
  const first = pages[0];
  if (!first) return null;
  const type = 'LOTTERY';
  const label = t('nav_lottery');
  const entry = (
    <AppLink to={first} className={linkClass} onClick={onNavigate} data-testid={`nav-category-${type}`}>
      <LotteryIcon size={18} />
      <span>{label}</span>
    </AppLink>
  );
  // A single page needs no menu: the entry is the way there.
  const items: NavItem[] = (pages.length > 1 ? pages : []).map((to) => ({
    key: to,
    label: t(LOTTERY_PAGE_TITLES[to]),
    action: { kind: 'link', to },
    testId: `nav-vendor-${type}-${to.slice(1)}`,
  }));
  return (
    <CategoryMenu
      type={type}
      label={label}
      menuLabel={t('lot_pages')}
      items={items}
      entry={entry}
      vertical={vertical}
      onNavigate={onNavigate}
      onLaunch={onLaunch}
    />
  );
}

/** A category's entry with its menu: a drop menu on the bar, a fold in the drawer; alone when it has no items. */
function CategoryMenu({
  vertical,
  entry,
  items,
  ...rest
}: {
  type: string;
  label: string;
  menuLabel?: string;
  items: NavItem[];
  entry: ReactNode;
  vertical: boolean;
  onNavigate: (() => void) | undefined;
  onLaunch: (target: LaunchTarget) => void;
}) {
  if (items.length === 0) return <li>{entry}</li>;
  return vertical ? (
    <VerticalCategory {...rest} items={items} entry={entry} />
  ) : (
    <DropCategory {...rest} items={items} entry={entry} />
  );
}
