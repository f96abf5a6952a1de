import type { LotteryMenuGame } from '@wl/contract/routes/lottery';
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';

/** Whole hours as "6 hours" in the page's language, else minutes ("90 minutes"). */
function duration(minutes: number, language: string): string {
  const hours = minutes % 60 === 0;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(hours ? minutes / 60 : minutes);
}

/**
 * The game's house rules as players are told them (issue 14: betting closes before each draw by the server's clock;
 * in-house draws are provably fair; an official draw without its result by the deadline is cancelled and refunded
 * "by a published policy shown to players"; a settled result is only corrected by two operators).
 */
export function GameRules({ game }: { game: LotteryMenuGame }) {
  const { t, i18n } = useTranslation();
  const current = game.current;
  const closeSeconds = current
    ? Math.max(0, Math.round((Date.parse(current.drawTime) - Date.parse(current.closeTime)) / 1000))
    : null;
  return (
    <div className={styles.rules} data-testid="lottery-rules">
      {closeSeconds !== null ? <p>{t('lot_rules_close', { seconds: closeSeconds })}</p> : null}
      {game.source === 'in_house' ? (
        <p>{t('lot_rules_in_house')}</p>
      ) : (
        <>
          <p>{t('lot_rules_official')}</p>
          {game.resultDeadlineMinutes !== null ? (
            <p data-testid="lottery-deadline-policy">
              {t('lot_rules_deadline', { duration: duration(game.resultDeadlineMinutes, i18n.language) })}
            </p>
          ) : null}
          <p>{t('lot_rules_corrections')}</p>
        </>
      )}
    </div>
  );
}
