import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../lottery.module.css';
import { usePlayName } from './play-labels';

/**
 * The key of a play's "how it wins" text: `lot_help_<CODE>`, from the rule book's "one unit wins when" column
 * (lottery-plays.md "Plays"); the eight "any k" plays of 11X5 share two texts with their k (1-5: the unit's
 * numbers among the drawn five; 6-8: the drawn five among the unit's).
 */
export function playHelpKey(code: string): { key: string; k?: number } {
  const any = /^X5_ANY(\d)$/.exec(code);
  if (!any) return { key: `lot_help_${code}` };
  const k = Number(any[1]);
  return { key: k <= 5 ? 'lot_help_X5_ANY_LOW' : 'lot_help_X5_ANY_HIGH', k };
}

/**
 * The play picker's info button (issue 14 "Web"): opens a short "how it wins" of the chosen play, in player
 * language with an example. A disclosure: the button says whether it is open (`aria-expanded`) and which panel it
 * controls; Escape closes it and gives the focus back to the button.
 */
export function PlayHelp({ code }: { code: string }) {
  const { t } = useTranslation();
  const playName = usePlayName();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const help = playHelpKey(code);
  // Another play chosen: its help shows in the open panel.
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.helpButton}
        aria-expanded={open}
        aria-controls={`${id}-help`}
        onClick={() => setOpen(!open)}
        data-testid="play-help"
      >
        <span aria-hidden="true" className={styles.helpIcon}>
          i
        </span>
        {t('lot_help_button')}
      </button>
      {open ? (
        <section
          ref={panel}
          id={`${id}-help`}
          aria-labelledby={`${id}-help-title`}
          tabIndex={-1}
          className={styles.helpPanel}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            setOpen(false);
            button.current?.focus();
          }}
          data-testid="play-help-panel"
        >
          <h3 id={`${id}-help-title`} className={styles.helpTitle}>
            {t('lot_help_title', { play: playName(code) })}
          </h3>
          <p data-testid="play-help-text">{t(help.key, { k: help.k })}</p>
          <button
            type="button"
            className={styles.quick}
            onClick={() => {
              setOpen(false);
              button.current?.focus();
            }}
          >
            {t('close')}
          </button>
        </section>
      ) : null}
    </>
  );
}
