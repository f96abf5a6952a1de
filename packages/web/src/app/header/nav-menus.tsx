import { type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { ChevronDownIcon } from '../../components/icon';
import { usePopover } from '../../components/use-popover';
import type { NavAction } from '../../features/games/game-menus';
import { type LaunchTarget, vendorTarget } from '../../features/games/use-start-game';
import styles from './site-header.module.css';

/** One line of a category's menu: a category's vendor, or one of the lottery's pages. */
export interface NavItem {
  key: string;
  label: string;
  action: NavAction;
  testId: string;
}

/** Hover menus close after this pause, so the pointer can travel from the entry into its menu. */
const HOVER_CLOSE_MS = 150;

interface MenuProps {
  type: string;
  label: string;
  /** The name of the menu button; by default "<category> providers". */
  menuLabel?: string | undefined;
  items: readonly NavItem[];
  entry: ReactNode;
  onLaunch: (target: LaunchTarget) => void;
}

/** An item: a link, or a button that launches its vendor. */
function ItemControl({
  item,
  className,
  onLink,
  onLaunch,
}: {
  item: NavItem;
  className: string | undefined;
  onLink: (() => void) | undefined;
  onLaunch: (target: LaunchTarget) => void;
}) {
  const { action } = item;
  if (action.kind === 'link') {
    return (
      <AppLink to={action.to} className={className} onClick={onLink} data-testid={item.testId}>
        {item.label}
      </AppLink>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => onLaunch(vendorTarget(action.card))}
      data-testid={item.testId}
    >
      {item.label}
    </button>
  );
}

/** Desktop: the drop menu opens on hover or from the chevron button (keyboard and touch). */
export function DropCategory({ type, label, menuLabel, items, entry, onLaunch }: MenuProps) {
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
        aria-label={menuLabel ?? t('nav_vendors_of', { category: label })}
        data-testid={`nav-menu-${type}`}
      >
        <ChevronDownIcon size={14} />
      </button>
      <ul {...popover.panelProps} className={styles.navMenu} data-testid={`nav-menu-content-${type}`}>
        {items.map((item) => (
          <li key={item.key}>
            <ItemControl
              item={item}
              className={styles.navMenuItem}
              onLink={popover.close}
              onLaunch={(target) => {
                popover.close();
                onLaunch(target);
              }}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The mobile drawer: the items fold out under their category. */
export function VerticalCategory({
  type,
  label,
  menuLabel,
  items,
  entry,
  onNavigate,
  onLaunch,
}: MenuProps & { onNavigate: (() => void) | undefined }) {
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
          aria-label={menuLabel ?? t('nav_vendors_of', { category: label })}
          onClick={() => setExpanded((v) => !v)}
          data-testid={`nav-menu-${type}`}
        >
          <ChevronDownIcon size={16} />
        </button>
      </div>
      <ul id={listId} className={styles.navSubList} hidden={!expanded}>
        {items.map((item) => (
          <li key={item.key}>
            <ItemControl item={item} className={styles.navSubLink} onLink={onNavigate} onLaunch={onLaunch} />
          </li>
        ))}
      </ul>
    </li>
  );
}
