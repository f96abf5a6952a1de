import { useQueryClient } from '@tanstack/react-query';
import type { LotteryMenuGame } from '@wl/contract/routes/lottery';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed';
import { isApiError } from '../../lib/api-client';
import { useLotteryPlays } from './api/lottery-plays';
import { openedNumeroKey, useOpenNumero } from './api/opened-numero';
import { useLastResult } from './api/opened-numeros';
import { BetBuilder } from './betting/bet-builder';
import { BetSlip } from './betting/bet-slip';
import { MyBets } from './betting/my-bets';
import { playsOf } from './betting/plays';
import type { SlipLine } from './betting/slip-totals';
import { Countdown } from './countdown';
import { GameRules } from './game-rules';
import { tabAfterKey } from './lobby/tab-keys';
import styles from './lottery.module.css';
import { DrawBalls } from './results/draw-balls';
import { ResultsHistory } from './results/results-history';
import { TrendChart } from './results/trend-chart';
import { FairnessPanel } from './verify/fairness-panel';

type Tab = 'history' | 'trend' | 'bets' | 'fair' | 'rules';

/**
 * Why no numero takes this member's bets: a trial (free-play) account needs a real one (spec 4 "Game start", spec 5
 * in_need_true_account: the server refuses it the open numero), otherwise betting is closed until the next opens.
 */
function useClosedText(open: ReturnType<typeof useOpenNumero>): string {
  const { t } = useTranslation();
  return isApiError(open.error, 'in_need_true_account') ? t('in_need_true_account') : t('lot_no_open_numero');
}

/** The open numero with its countdown (closed when the server says no numero takes bets) and the last result. */
function GameHead({ game }: { game: LotteryMenuGame }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = useOpenNumero(game.gameCode);
  const last = useLastResult(game.gameCode);
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: openedNumeroKey(game.gameCode) });
  }, [queryClient, game.gameCode]);
  const numero = open.data?.numero ?? null;
  const closedText = useClosedText(open);
  return (
    <section className={styles.head} data-testid="lottery-head">
      <div className={styles.headBlock}>
        <span className={styles.muted}>{t('lot_open_numero')}</span>
        {open.isPending ? (
          <span className={styles.muted}>…</span>
        ) : numero ? (
          <>
            <strong className={styles.numero} data-testid="open-numero">
              <bdi dir="ltr">{numero.numero}</bdi>
            </strong>
            <Countdown closeTime={numero.closeTime} onElapsed={refresh} />
          </>
        ) : (
          <span className={`${styles.countdown} ${styles.closed}`} data-testid="countdown" data-state="closed">
            {closedText}
          </span>
        )}
      </div>
      <div className={styles.headBlock}>
        <span className={styles.muted}>
          {t('lot_last_result')}
          {last.data ? (
            <>
              {' '}
              <bdi dir="ltr">{last.data.numero}</bdi>
            </>
          ) : null}
        </span>
        {last.data?.result ? (
          <DrawBalls family={game.family} draw={last.data.result} />
        ) : (
          <span className={styles.muted}>{last.isPending ? '…' : t('lot_no_result')}</span>
        )}
      </div>
    </section>
  );
}

/**
 * A game's betting page (issue 14 "Web"): the open numero and its countdown, the last result, the bet builder and
 * slip (with the chase planner), then results history, trend chart, my bets and, for in-house games, fairness. With
 * `betId` (`&bet=` in the address) "my bets" opens with that bet highlighted.
 */
export function GamePage({ game, betId = null }: { game: LotteryMenuGame; betId?: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [lines, setLines] = useState<SlipLine[]>([]);
  // A bet named in the address (the transaction history's link) opens "my bets" on it.
  const [tab, setTab] = useState<Tab>(betId ? 'bets' : 'history');
  const open = useOpenNumero(game.gameCode);
  const closedText = useClosedText(open);
  const answer = useLotteryPlays(game.gameCode);
  const tabs: Tab[] =
    game.source === 'in_house' ? ['history', 'trend', 'bets', 'fair', 'rules'] : ['history', 'trend', 'bets', 'rules'];
  return (
    <div className={styles.game} data-testid="lottery-game" data-game={game.gameCode}>
      <GameHead game={game} />
      <div className={styles.betArea}>
        {answer.data ? (
          <BetBuilder
            // A new answer (a login: the member's series) starts the picker again with its odds.
            key={`${answer.data.series}`}
            family={game.family}
            plays={playsOf(game.family, answer.data).plays}
            onAdd={(line) => setLines((previous) => [...previous, line])}
          />
        ) : answer.isError ? (
          <LoadFailed error={answer.error} onRetry={() => void answer.refetch()} />
        ) : (
          <p className={styles.muted}>{t('app_loading')}</p>
        )}
        <BetSlip
          game={game}
          numero={open.data?.numero?.numero ?? null}
          closedText={closedText}
          lines={lines}
          onRemove={(lineId) => setLines((previous) => previous.filter((l) => l.id !== lineId))}
          onClear={() => setLines([])}
        />
      </div>
      <section className={styles.panels}>
        <div
          role="tablist"
          className={styles.tabs}
          aria-label={t('lot_more')}
          onKeyDown={(event) => {
            const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
            const next = tabAfterKey(tabs, tab, event.key, rtl);
            if (!next) return;
            event.preventDefault();
            setTab(next);
            document.getElementById(`${id}-${next}`)?.focus();
          }}
        >
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-${name}-panel`}
              // One stop for Tab in the list; the arrows move within it (tab-keys.ts).
              tabIndex={tab === name ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(name)}
              data-testid={`lottery-tab-${name}`}
            >
              {t(`lot_tab_${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`} className={styles.panel}>
          {tab === 'history' ? <ResultsHistory game={game} /> : null}
          {tab === 'trend' ? <TrendChart game={game} /> : null}
          {tab === 'bets' ? (
            <MyBets
              gameCode={game.gameCode}
              // Scrolled to once the builder above it has its plays: they move the list down when they arrive.
              highlight={answer.isPending ? null : betId}
              openNumero={open.data?.numero?.numero ?? null}
            />
          ) : null}
          {tab === 'fair' ? <FairnessPanel game={game} openSeedHash={open.data?.numero?.seedHash ?? null} /> : null}
          {tab === 'rules' ? <GameRules game={game} /> : null}
        </div>
      </section>
    </div>
  );
}
