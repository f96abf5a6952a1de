import type { DiceOutcome } from '@wl/rules/in-house/dice';
import type { MinesOutcome } from '@wl/rules/in-house/mines';
import type { PlinkoOutcome } from '@wl/rules/in-house/plinko';
import type { SlotOutcome } from '@wl/rules/in-house/slot';
import { useTranslation } from 'react-i18next';
import styles from './outcome-summary.module.css';
import { SlotSymbolDefs, SlotSymbolIcon } from './slot-symbols';

/** A round's outcome in words (and, for the slot, its window), for the verify page: one per game (in-house-games.ts). */

const list = (xs: readonly number[]) => (xs.length ? xs.join(', ') : '—');

export function DiceSummary({ outcome: o }: { outcome: DiceOutcome }) {
  const { t } = useTranslation();
  return (
    <p>
      {t('bgs_outcome_dice', {
        roll: o.roll.toFixed(2),
        side: t(o.over ? 'bgs_dice_over' : 'bgs_dice_under'),
        target: o.target.toFixed(2),
      })}
    </p>
  );
}

export function MinesSummary({ outcome: o }: { outcome: MinesOutcome }) {
  const { t } = useTranslation();
  return <p>{t('bgs_outcome_mines', { mines: list(o.mines), picks: list(o.picks), hits: list(o.hits) })}</p>;
}

export function PlinkoSummary({ outcome: o }: { outcome: PlinkoOutcome }) {
  const { t } = useTranslation();
  return <p>{t('bgs_outcome_plinko', { path: o.path.join(' '), bin: o.bin + 1 })}</p>;
}

export function SlotSummary({ outcome: o }: { outcome: SlotOutcome }) {
  const { t } = useTranslation();
  return (
    <div className={styles.slot}>
      <SlotSymbolDefs />
      <p>{t('bgs_outcome_slot', { stops: list(o.stops) })}</p>
      <div className={styles.window}>
        {o.window.map((column, reel) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
          <div key={reel} className={styles.reel}>
            {column.map((symbol, row) => (
              <SlotSymbolIcon
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
                key={row}
                symbol={symbol}
                label={t(`bgs_sym_${symbol}`)}
                className={styles.symbol}
              />
            ))}
          </div>
        ))}
      </div>
      {o.lines.length > 0 ? (
        <ul>
          {o.lines.map((l) => (
            <li key={l.line}>
              {t('bgs_slot_line_pays', { line: l.line, n: l.count, symbol: t(`bgs_sym_${l.symbol}`), pays: l.win })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
