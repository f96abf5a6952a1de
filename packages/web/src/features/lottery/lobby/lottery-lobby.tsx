import type { LotteryMenuGame } from '@wl/contract/routes/lottery';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLotteryGameName } from '../../../lib/lottery-names';
import { gameHref } from '../../../lib/lottery-pages';
import { useLastResult } from '../api/opened-numeros';
import { Countdown } from '../countdown';
import styles from '../lottery.module.css';
import { DrawBalls } from '../results/draw-balls';
import { groupByFamily } from './lottery-routing';

function LastResult({ game }: { game: LotteryMenuGame }) {
  const { t } = useTranslation();
  const last = useLastResult(game.gameCode);
  if (last.isPending) return <span className={styles.muted}>…</span>;
  const numero = last.data;
  if (!numero) return <span className={styles.muted}>{t('lot_no_result')}</span>;
  return (
    <span className={styles.lastResult}>
      <span className={styles.muted}>
        {t('lot_numero')} <bdi dir="ltr">{numero.numero}</bdi>
      </span>
      {numero.result ? (
        <DrawBalls family={game.family} draw={numero.result} compact />
      ) : (
        <span className={styles.muted}>{t('lot_cancelled')}</span>
      )}
    </span>
  );
}

/**
 * The lobby of a lottery page (issue 14 "Web"): its games grouped by family, each with its name, a countdown to its
 * close on the server's clock and its last result, refreshed live by the `lotteryDraw` event.
 */
export function LotteryLobby({ games, onElapsed }: { games: LotteryMenuGame[]; onElapsed: () => void }) {
  const { t } = useTranslation();
  const nameOf = useLotteryGameName();
  if (games.length === 0) {
    return (
      <p className={styles.empty} data-testid="lottery-empty">
        {t('lot_no_games')}
      </p>
    );
  }
  return (
    <div className={styles.lobby} data-testid="lottery-lobby">
      {groupByFamily(games).map(([family, list]) => (
        <section key={family} className={styles.familyGroup} aria-labelledby={`lot-family-${family}`}>
          <h2 id={`lot-family-${family}`} className={styles.familyTitle}>
            {t(`lot_family_${family}`)}
          </h2>
          <ul className={styles.cards}>
            {list.map((game) => (
              <li key={game.gameCode} className={styles.card} data-testid={`lottery-game-${game.gameCode}`}>
                <Link to={gameHref(game)} className={styles.cardLink}>
                  <span className={styles.cardHead}>
                    <span className={styles.cardName}>{nameOf(game)}</span>
                    {game.source === 'in_house' ? <span className={styles.tag}>{t('lot_provably_fair')}</span> : null}
                  </span>
                  <span className={styles.cardTimes}>
                    {game.current ? (
                      <Countdown closeTime={game.current.closeTime} onElapsed={onElapsed} />
                    ) : (
                      <span className={styles.muted}>{t('lot_no_numero')}</span>
                    )}
                  </span>
                </Link>
                <LastResult game={game} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
