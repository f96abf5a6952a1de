import type { GameMenu, VendorCard } from '@wl/contract/schemas';
import {
  type ComponentType,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import {
  CardsIcon,
  ChevronDownIcon,
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
import { usePopover } from '../../components/use-popover';
import {
  CATEGORY_LABELS,
  categoryAction,
  type NavAction,
  u9wCard,
  useGameMenus,
  vendorAction,
  vendorName,
} from '../../features/games/game-menus';
import { type LaunchTarget, useStartGame, vendorTarget } from '../../features/games/use-start-game';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useSession } from '../../lib/use-session';
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

/** Hover menus close after this pause, so the pointer can travel from the entry into its menu. */
const HOVER_CLOSE_MS = 150;

interface NavProps {
  onNavigate?: (() => void) | undefined;
  vertical?: boolean;
}

const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`;

/**
 * Spec 2 "Top navigation": Home, the optional U9W sports entry, one entry per game category that has vendors
 * (from the game menus call), Promotions, Point Mall (needs login). Each category has a drop menu of its vendors.
 */
export function MainNav({ onNavigate, vertical = false }: NavProps) {
  const { t } = useTranslation();
  const session = useSession();
  const menus = useGameMenus();
  const { start, ui } = useStartGame();
  const categories = (menus.data ?? []).filter((m) => CATEGORY_LABELS[m.gameClassify.toUpperCase()]);
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
  if (menu.cards.length === 0) return <li>{entry}</li>;
  return vertical ? (
    <VerticalCategory type={type} label={label} menu={menu} entry={entry} onNavigate={onNavigate} onLaunch={onLaunch} />
  ) : (
    <DropCategory type={type} label={label} menu={menu} entry={entry} onLaunch={onLaunch} />
  );
}

interface VendorListProps {
  type: string;
  label: string;
  menu: GameMenu;
  entry: ReactNode;
  onLaunch: (target: LaunchTarget) => void;
}

/** Desktop: the drop menu opens on hover or from the chevron button (keyboard and touch). */
function DropCategory({ type, label, menu, entry, onLaunch }: VendorListProps) {
  const { t } = useTranslation();
  const popover = usePopover('below-start', { gap: 0 });
  const { setOpen } = popover;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  /** The menu was opened by the mouse coming over: a press on its chevron then keeps it open (a second one closes). */
  const openedByHover = useRef(false);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, HOVER_CLOSE_MS);
  };
  const hoverOpen = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!popover.open) openedByHover.current = true;
    setOpen(true);
  };
  const pressTrigger = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
      return;
    }
    popover.triggerProps.onClick();
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  return (
    <li {...popover.rootProps} className={styles.navItem} onPointerEnter={hoverOpen} onPointerLeave={closeSoon}>
      {entry}
      <button
        {...popover.triggerProps}
        onClick={pressTrigger}
        className={styles.navMenuTrigger}
        aria-label={t('nav_vendors_of', { category: label })}
        data-testid={`nav-menu-${type}`}
      >
        <ChevronDownIcon size={14} />
      </button>
      <ul {...popover.panelProps} className={styles.navMenu} data-testid={`nav-menu-content-${type}`}>
        {menu.cards.map((card) => (
          <li key={card.vassalage}>
            <VendorItem
              card={card}
              type={type}
              onChoose={(target) => {
                popover.close();
                if (target) onLaunch(target);
              }}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** One vendor of a drop menu: a link to the category's list filtered by it, or a button that launches it. */
function VendorItem({
  card,
  type,
  onChoose,
}: {
  card: VendorCard;
  type: string;
  onChoose: (launch: LaunchTarget | null) => void;
}) {
  const action: NavAction = vendorAction(card, type);
  const testId = `nav-vendor-${type}-${card.vassalage}`;
  if (action.kind === 'link') {
    return (
      <AppLink to={action.to} className={styles.navMenuItem} onClick={() => onChoose(null)} data-testid={testId}>
        {vendorName(card)}
      </AppLink>
    );
  }
  return (
    <button
      type="button"
      className={styles.navMenuItem}
      onClick={() => onChoose(vendorTarget(action.card))}
      data-testid={testId}
    >
      {vendorName(card)}
    </button>
  );
}

/** The mobile drawer: the vendors fold out under their category. */
function VerticalCategory({
  type,
  label,
  menu,
  entry,
  onNavigate,
  onLaunch,
}: VendorListProps & { onNavigate: (() => void) | undefined }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <div className={styles.navRow}>
        {entry}
        <button
          type="button"
          className={styles.navFold}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={t('nav_vendors_of', { category: label })}
          onClick={() => setExpanded((v) => !v)}
          data-testid={`nav-menu-${type}`}
        >
          <ChevronDownIcon size={16} />
        </button>
      </div>
      <ul id={listId} className={styles.navSubList} hidden={!expanded}>
        {menu.cards.map((card) => {
          const action = vendorAction(card, type);
          const testId = `nav-vendor-${type}-${card.vassalage}`;
          return (
            <li key={card.vassalage}>
              {action.kind === 'link' ? (
                <AppLink to={action.to} className={styles.navSubLink} onClick={onNavigate} data-testid={testId}>
                  {vendorName(card)}
                </AppLink>
              ) : (
                <button
                  type="button"
                  className={styles.navSubLink}
                  onClick={() => onLaunch(vendorTarget(action.card))}
                  data-testid={testId}
                >
                  {vendorName(card)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
