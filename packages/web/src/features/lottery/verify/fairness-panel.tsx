import type { LotteryMenuGame, PastNumero } from '@wl/contract/routes/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-class';
import { usePastNumeros } from '../api/opened-numeros';
import styles from '../lottery.module.css';
import { type DrawCheck, verifyDraw, verifyHref } from './verify-draw';

/** One drawn numero: its published hash, its revealed seed and, on demand, the check recomputed in this browser. */
export function VerifyNumero({
  game,
  numero,
}: {
  game: Pick<LotteryMenuGame, 'family' | 'gameCode'>;
  numero: PastNumero;
}) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const seed = numero.seed;
  return (
    <li className={styles.verifyRow} data-testid="verify-row">
      <dl className={styles.seeds}>
        <div>
          <dt>{t('lot_numero')}</dt>
          <dd>
            <bdi dir="ltr">{numero.numero}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('lot_seed_hash')}</dt>
          <dd className={styles.mono}>{numero.seedHash ?? '-'}</dd>
        </div>
        <div>
          <dt>{t('lot_seed')}</dt>
          <dd className={styles.mono}>{seed ?? t('lot_seed_hidden')}</dd>
        </div>
        <div>
          <dt>{t('lot_result')}</dt>
          <dd className={styles.mono}>{numero.result?.join(' ') ?? t('lot_cancelled')}</dd>
        </div>
      </dl>
      {seed ? (
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() =>
            setCheck(
              verifyDraw({
                family: game.family,
                gameCode: game.gameCode,
                numero: numero.numero,
                seed,
                seedHash: numero.seedHash,
                result: numero.result,
              }),
            )
          }
          data-testid="verify-numero"
        >
          {t('lot_verify')}
        </button>
      ) : null}
      {seed ? (
        <Link
          className={styles.verifyLink}
          to={verifyHref({ ...game, numero: numero.numero, seed, seedHash: numero.seedHash, result: numero.result })}
          data-testid="verify-page-link"
        >
          {t('lot_verify_open')}
        </Link>
      ) : null}
      {check ? (
        <div
          className={check.hashMatches && check.drawMatches ? styles.match : styles.mismatch}
          role="status"
          data-testid="verify-outcome"
          data-match={check.hashMatches && check.drawMatches}
        >
          <p>{t(check.hashMatches ? 'lot_verify_hash_ok' : 'lot_verify_hash_bad')}</p>
          <p>{t(check.drawMatches ? 'lot_verify_draw_ok' : 'lot_verify_draw_bad')}</p>
          <p className={styles.mono}>
            {t('lot_verify_derived')} {check.derived?.join(' ') ?? '-'}
          </p>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The fairness panel of an in-house game (issue 14 "draws anyone can verify"): the open numero's seed hash,
 * published before betting closes; each drawn numero's revealed seed; "verify" recomputes the draw in this browser
 * (rules package `deriveDraw`) and says whether it matches.
 */
export function FairnessPanel({ game, openSeedHash }: { game: LotteryMenuGame; openSeedHash: string | null }) {
  const { t } = useTranslation();
  const history = usePastNumeros(game.gameCode, 1, 10);
  return (
    <div className={styles.fair} data-testid="fairness-panel">
      <p className={styles.muted}>{t('lot_fair_intro')}</p>
      <dl className={styles.seeds}>
        <div>
          <dt>{t('lot_open_seed_hash')}</dt>
          <dd className={styles.mono} data-testid="open-seed-hash">
            {openSeedHash ?? '-'}
          </dd>
        </div>
      </dl>
      <ul className={styles.verifyList}>
        {(history.data?.content ?? []).map((numero) => (
          <VerifyNumero key={numero.numero} game={game} numero={numero} />
        ))}
      </ul>
    </div>
  );
}
