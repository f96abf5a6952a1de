import { useTranslation } from 'react-i18next';
import styles from '../lottery.module.css';
import { isNamedOption } from './play-labels';
import type { PlayOddsView } from './plays';

/**
 * Odds as the server answered them at the member's series (`GET /lgw/lottery/plays`): one figure, per SEA 4D tier,
 * or per option (a sum, colour, dragon/tiger) when `perOption`; otherwise per-option odds say they show on the pad.
 */
export function OddsText({
  odds,
  perOption = false,
  testId,
}: {
  odds: PlayOddsView;
  perOption?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (typeof odds === 'number') {
    return (
      <span data-testid={testId}>
        {t('lot_odds')} <bdi dir="ltr">{odds}</bdi>
      </span>
    );
  }
  const tiers = Object.keys(odds).filter((key) => /^[a-z]+$/.test(key));
  const keys = tiers.length > 0 ? tiers : perOption ? Object.keys(odds) : [];
  if (keys.length === 0) return <span data-testid={testId}>{t('lot_odds_per_option')}</span>;
  const label = (key: string) =>
    tiers.length > 0 ? t(`lot_tier_${key}`) : isNamedOption(key) ? t(`lot_opt_${key}`) : key;
  return (
    <span data-testid={testId} className={styles.oddsTiers}>
      <span>{t('lot_odds')}</span>{' '}
      {keys.map((key) => (
        <span key={key} className={styles.oddsTier}>
          {label(key)} <bdi dir="ltr">{odds[key]}</bdi>
        </span>
      ))}
    </span>
  );
}
