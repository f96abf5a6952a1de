import { isInHouseGameCode } from '@wl/rules/in-house/in-house-game';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button-class';
import { moneyText } from '../../../components/money';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { type InHouseSession, useInHouseSession } from '../api/in-house-session';
import { IN_HOUSE_GAMES_UI } from '../in-house-games';
import { FairnessPanel } from './fairness-panel';
import styles from './in-house-game-page.module.css';
import { RoundsTable } from './rounds-table';
import { type GameShell, isSessionEnded, useGameRound } from './use-game-round';
import { WalletMove } from './wallet-move';

/** The game popup (an iframe of the site) or its own tab: either way the page can offer to close itself. */
function closeGame() {
  if (window.parent !== window) window.parent.postMessage({ type: 'bgs:close' }, window.location.origin);
  window.close();
}

function SessionEnded() {
  const { t } = useTranslation();
  return (
    <div className={styles.centre} data-testid="in-house-game" role="alert">
      <p className={styles.ended}>{t('game_session_invalid')}</p>
      <button type="button" className={buttonClass('primary')} onClick={closeGame}>
        {t('close')}
      </button>
    </div>
  );
}

function GameView({ code, shell }: { code: string; shell: GameShell }) {
  const { t } = useTranslation();
  if (!isInHouseGameCode(code)) return <p className={styles.ended}>{t('not_found')}</p>;
  const { Board } = IN_HOUSE_GAMES_UI[code];
  return <Board shell={shell} />;
}

function GameTable({ session, token }: { session: InHouseSession; token: string }) {
  const { t } = useTranslation();
  const shell = useGameRound(session, token);
  // Asked for from the bar, or kept once money moved so its confirmation stays in view.
  const [moveOpen, setMoveOpen] = useState(false);
  const stake = Number(shell.amount);
  const short =
    isApiError(shell.error, 'insufficient_balance') ||
    (!shell.busy && shell.balance < Math.max(session.game.minBet, Number.isFinite(stake) ? stake : 0));
  const showMove = session.wallet !== null && (moveOpen || short);
  useEffect(() => {
    document.title = session.game.name;
  }, [session.game.name]);
  if (isSessionEnded(shell.error)) return <SessionEnded />;
  return (
    <div className={styles.page} data-testid="in-house-game" data-game={session.game.code}>
      <header className={styles.bar}>
        <h1 className={styles.name}>{session.game.name}</h1>
        {session.demo ? (
          <span className={styles.demo} data-testid="demo-badge" title={t('bgs_demo_hint')}>
            {t('bgs_demo')}
          </span>
        ) : null}
        <p className={styles.balance}>
          <span className={styles.balanceLabel}>{t('balance')}</span>
          <span className={styles.balanceValue} data-testid="balance-value" aria-live="polite">
            {moneyText(shell.balance, session.currencySymbol)}
          </span>
        </p>
        {session.wallet !== null && !showMove ? (
          <button
            type="button"
            className={buttonClass('secondary', { size: 'small' })}
            onClick={() => setMoveOpen(true)}
            data-testid="wallet-move-open"
          >
            {t('bgs_wallet_open')}
          </button>
        ) : null}
      </header>
      <main className={styles.main}>
        {session.wallet !== null && showMove ? (
          <WalletMove
            session={session}
            wallet={session.wallet}
            token={token}
            onMoved={() => setMoveOpen(true)}
            onClose={moveOpen ? () => setMoveOpen(false) : undefined}
          />
        ) : null}
        <GameView code={session.game.code} shell={shell} />
        <div className={styles.fair}>
          <FairnessPanel token={token} seed={session.seed} busy={shell.busy} />
          <RoundsTable token={token} currencySymbol={session.currencySymbol} initial={session.rounds} />
        </div>
      </main>
    </div>
  );
}

/**
 * `/play/bgs/:game?launch=<token>`: an in-house game, full viewport, made for the site's game popup and phones.
 * The launch token authorises every call (X-Game-Session); the session says which game and whether it is demo.
 */
export function InHouseGamePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('launch') ?? '';
  const session = useInHouseSession(token);
  if (!token || isApiError(session.error, 'game_session_invalid')) return <SessionEnded />;
  if (session.isPending) {
    return (
      <div className={styles.centre} data-testid="in-house-game" aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        <p>{t('app_loading')}</p>
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className={styles.centre} data-testid="in-house-game" role="alert">
        <p className={styles.ended}>{errorText(t, session.error)}</p>
        <button type="button" className={buttonClass('primary')} onClick={() => void session.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <GameTable session={session.data} token={token} />;
}
