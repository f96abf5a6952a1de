import { PAYING_SYMBOLS, SLOT_PAYLINES, SLOT_PAYTABLE } from '@wl/rules/in-house/slot';
import { useTranslation } from 'react-i18next';
import styles from './slot-game.module.css';
import { SlotSymbolIcon } from './slot-symbols';

/** The slot's paytable, its 10 lines and its rules, folded away until asked for. */
export function SlotInfo() {
  const { t } = useTranslation();
  return (
    <details className={styles.info}>
      <summary>{t('bgs_slot_paytable')}</summary>
      <p className={styles.rules}>{t('bgs_slot_rules')}</p>
      <table className={styles.paytable}>
        <caption className="visually-hidden">{t('bgs_slot_paytable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bgs_symbol')}</th>
            <th scope="col">×3</th>
            <th scope="col">×4</th>
            <th scope="col">×5</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <SlotSymbolIcon symbol="wild" label={t('bgs_sym_wild')} className={styles.paySymbol} />
            </th>
            <td colSpan={3}>{t('bgs_slot_wild_rule')}</td>
          </tr>
          {PAYING_SYMBOLS.map((symbol) => (
            <tr key={symbol}>
              <th scope="row">
                <SlotSymbolIcon symbol={symbol} label={t(`bgs_sym_${symbol}`)} className={styles.paySymbol} />
              </th>
              {SLOT_PAYTABLE[symbol].map((pay, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns 3, 4 and 5 of a kind
                <td key={i}>{pay}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.rules}>{t('bgs_slot_pays_note')}</p>
      <h3 className={styles.infoHead}>{t('bgs_slot_paylines')}</h3>
      <ol className={styles.paylines}>
        {SLOT_PAYLINES.map((rows, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are numbered by position
          <li key={line} aria-label={t('bgs_slot_line', { line: line + 1 })}>
            <svg viewBox="0 0 50 30" aria-hidden="true">
              {[0, 1, 2].map((row) =>
                [0, 1, 2, 3, 4].map((reel) => (
                  <rect
                    key={`${reel}-${row}`}
                    x={reel * 10 + 1}
                    y={row * 10 + 1}
                    width="8"
                    height="8"
                    rx="1.5"
                    className={rows[reel] === row ? styles.lineOn : styles.lineOff}
                  />
                )),
              )}
            </svg>
            <span>{line + 1}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
