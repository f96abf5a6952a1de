import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-class';
import { errorText } from '../../../lib/error-text';
import { useRotateSeed } from '../api/in-house-rotate-seed';
import type { SeedView } from '../api/in-house-session';
import styles from './fairness-panel.module.css';

/**
 * Provably fair seeds (design.md "Games and vendors"): the live server seed's hash, the client seed (the player may
 * choose the next one) and the nonce; "Change seed" reveals the old server seed so its rounds can be verified.
 */
export function FairnessPanel({ token, seed, busy }: { token: string; seed: SeedView; busy: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const rotate = useRotateSeed(token);
  const [clientSeed, setClientSeed] = useState(seed.clientSeed);
  const [shownFor, setShownFor] = useState(seed.serverSeedHash);
  // A new pair (from a rotation) resets the field to its client seed.
  if (shownFor !== seed.serverSeedHash) {
    setShownFor(seed.serverSeedHash);
    setClientSeed(seed.clientSeed);
  }
  const trimmed = clientSeed.trim();
  const tooLong = trimmed.length > 64;
  const previous = rotate.data?.previous;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('bgs_fairness')}
      </h2>
      <p className={styles.intro}>{t('bgs_fairness_intro')}</p>
      <dl className={styles.seeds}>
        <div>
          <dt>{t('bgs_server_seed_hash')}</dt>
          <dd className={styles.mono} data-testid="fair-server-hash">
            {seed.serverSeedHash}
          </dd>
        </div>
        <div>
          <dt>{t('bgs_nonce')}</dt>
          <dd className={styles.mono} data-testid="fair-nonce">
            {seed.nonce}
          </dd>
        </div>
      </dl>
      <form
        className={styles.rotate}
        onSubmit={(e) => {
          e.preventDefault();
          if (tooLong) return;
          rotate.mutate(trimmed && trimmed !== seed.clientSeed ? trimmed : undefined);
        }}
      >
        <label htmlFor={`${id}-client`} className={styles.label}>
          {t('bgs_client_seed')}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-client`}
            className={`${styles.input} ${styles.mono}`}
            data-testid="fair-client-seed"
            value={clientSeed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-client-hint`}
            onChange={(e) => setClientSeed(e.target.value)}
          />
          <button
            type="submit"
            className={buttonClass('secondary', { size: 'small' })}
            data-testid="fair-rotate"
            disabled={busy || rotate.isPending || tooLong}
          >
            {t('bgs_change_seed')}
          </button>
        </div>
        <p id={`${id}-client-hint`} className={styles.hint}>
          {t('bgs_client_seed_hint')}
        </p>
      </form>
      {rotate.isError ? (
        <p className={styles.error} role="alert">
          {errorText(t, rotate.error)}
        </p>
      ) : null}
      {previous ? (
        <div className={styles.revealed} role="status">
          <h3 className={styles.subtitle}>{t('bgs_previous_seed')}</h3>
          <dl className={styles.seeds}>
            <div>
              <dt>{t('bgs_server_seed')}</dt>
              <dd className={styles.mono} data-testid="fair-revealed-seed">
                {previous.serverSeed}
              </dd>
            </div>
            <div>
              <dt>{t('bgs_server_seed_hash')}</dt>
              <dd className={styles.mono}>{previous.serverSeedHash}</dd>
            </div>
            <div>
              <dt>{t('bgs_client_seed')}</dt>
              <dd className={styles.mono}>{previous.clientSeed}</dd>
            </div>
            <div>
              <dt>{t('bgs_rounds_played')}</dt>
              <dd className={styles.mono}>{previous.nonce}</dd>
            </div>
          </dl>
        </div>
      ) : null}
    </section>
  );
}
