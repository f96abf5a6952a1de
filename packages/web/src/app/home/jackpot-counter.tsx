import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatJackpot, jackpotDelayMs, jackpotStart, jackpotStep, type RandomSource } from './jackpot';
import styles from './jackpot-counter.module.css';

/**
 * Spec 2 "jackpot counter" with the figures of spec 9: a random start that grows by a random step after a random
 * wait, for as long as the page is open. No prize pool stands behind it (each load draws a new start), so it says
 * it is an illustration, and claims nothing rounds feed, until a real jackpot exists. The figure is not announced on
 * each step (aria-live off): a screen reader reads the static label and the figure when it gets there.
 */
export function JackpotCounter({
  currencySymbol,
  random = Math.random,
}: {
  currencySymbol: string;
  random?: RandomSource;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(() => jackpotStart(random));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(() => {
        // Drawn here, not in the updater: an updater must be pure (React may run it twice).
        const step = jackpotStep(random);
        setValue((v) => v + step);
        next();
      }, jackpotDelayMs(random));
    };
    next();
    return () => clearTimeout(timer);
  }, [random]);
  return (
    <section className={styles.jackpot} aria-labelledby="home-jackpot" data-testid="jackpot">
      <h2 id="home-jackpot" className={styles.title}>
        {t('home_jackpot')}
      </h2>
      <p className={styles.figure}>
        <span className="visually-hidden">{t('home_jackpot_demo_label')}</span>
        {/* The key restarts the small glow on each step; reduced motion turns the glow off. */}
        <span key={value} className={styles.value} aria-live="off" data-testid="jackpot-value">
          {formatJackpot(value, currencySymbol)}
        </span>
      </p>
      <p className={styles.hint} data-testid="jackpot-note">
        {t('home_jackpot_demo_note')}
      </p>
    </section>
  );
}
