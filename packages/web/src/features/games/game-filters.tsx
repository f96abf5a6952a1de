import type { VendorCard } from '@wl/contract/schemas';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/game-card-icons';
import { TYPE_LABELS } from './game-list-scope';
import { vendorName } from './game-menus';
import styles from './games.module.css';

export interface GameFiltersProps {
  /** Vendor tabs; none shown when null (the route fixes the vendor). */
  vendors: VendorCard[] | null;
  vendor: string | null;
  onVendor: (code: string | null) => void;
  /** Game types to choose from; shown only when there are several. */
  types: string[];
  gameType: string | null;
  onType: (type: string | null) => void;
  query: string;
  onQuery: (query: string) => void;
}

/** Vendor tabs, a type filter and the search box of a game list centre. */
export function GameFilters(props: GameFiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const { vendors, vendor, types, gameType } = props;
  return (
    <div className={styles.filterRow}>
      {vendors && vendors.length > 0 ? (
        <fieldset className={styles.chips}>
          <legend className={styles.visuallyHidden}>{t('footer_vendors')}</legend>
          <Chip active={vendor === null} onClick={() => props.onVendor(null)} testId="vendor-tab-ALL">
            {t('game_filter_all')}
          </Chip>
          {vendors.map((card) => (
            <Chip
              key={card.vassalage}
              active={vendor === card.vassalage.toUpperCase()}
              onClick={() => props.onVendor(card.vassalage.toUpperCase())}
              testId={`vendor-tab-${card.vassalage.toUpperCase()}`}
            >
              {vendorName(card)}
            </Chip>
          ))}
        </fieldset>
      ) : null}
      {types.length > 1 ? (
        <fieldset className={styles.chips}>
          <legend className={styles.visuallyHidden}>{t('game_type_filter')}</legend>
          <Chip active={gameType === null} onClick={() => props.onType(null)} testId="type-filter-ALL" small>
            {t('game_filter_all')}
          </Chip>
          {types.map((type) => (
            <Chip
              key={type}
              active={gameType === type}
              onClick={() => props.onType(type)}
              testId={`type-filter-${type}`}
              small
            >
              {t(TYPE_LABELS[type] ?? type, { defaultValue: type })}
            </Chip>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.visuallyHidden}>
          {t('game_search')}
        </label>
        <SearchIcon size={18} className={styles.searchIcon} />
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={props.query}
          onChange={(e) => props.onQuery(e.target.value)}
          placeholder={t('game_search_placeholder')}
          maxLength={50}
          autoComplete="off"
          data-testid="game-search"
        />
      </div>
    </div>
  );
}

function Chip({
  active,
  onClick,
  testId,
  small = false,
  children,
}: {
  active: boolean;
  onClick: () => void;
  testId: string;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${styles.chip} ${small ? styles.chipSmall : ''} ${active ? styles.chipActive : ''}`}
      aria-pressed={active}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
