import type { PlayRule } from '@wl/rules/lottery/plays-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../lottery.module.css';
import { ballColour } from '../results/ball-styles';
import { MAX_PAD_OPTIONS, parseTyped, quickPick, quickPicksOf } from './pad-picks';
import { isNamedOption, rowLabel } from './play-labels';
import type { PlayOddsView } from './plays';

/**
 * Columns of a pad: digits 5 by 2 on a phone and one line when wide, 00-99 ten by ten (twenty to a line left buttons
 * 21 px wide beside the slip), 01-49 seven by seven.
 */
function padColumns(count: number): React.CSSProperties {
  const phone = count === 10 ? 5 : count >= 100 ? 10 : count > 40 ? 7 : Math.min(count, 6);
  const wide = count >= 100 ? 10 : count > 40 ? 13 : Math.min(count, 14);
  return { '--pad-phone': phone, '--pad-wide': wide } as React.CSSProperties;
}

function family(rule: PlayRule): string {
  return rule.families[0] ?? '';
}

/** One row typed as numbers (VN 3 càng, SEA 4D): too many options for buttons. */
function TypedRow({
  rule,
  label,
  row,
  onRow,
}: {
  rule: PlayRule;
  label: string;
  row: string[];
  onRow: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const width = rule.options?.[0]?.length ?? 4;
  const [text, setText] = useState(row.join(' '));
  // The text stays as typed while it means the chosen numbers; a random pick or a clear writes them out again.
  const shown = parseTyped(text, rule).join(',') === row.join(',') ? text : row.join(' ');
  return (
    <label className={styles.typedRow}>
      <span className={styles.rowLabel}>{label}</span>
      <textarea
        rows={2}
        dir="ltr"
        inputMode="numeric"
        placeholder={t('lot_typed_hint', { digits: width })}
        value={shown}
        onChange={(e) => {
          setText(e.target.value);
          onRow(parseTyped(e.target.value, rule));
        }}
        data-testid="typed-row"
      />
      <span className={styles.muted}>{t('lot_typed_count', { n: row.length })}</span>
    </label>
  );
}

/**
 * The number pad of a play (issue 14 "Web"): one row per selection row, each option a toggle, with the row's quick
 * picks (all, big, small, odd, even, clear); per-option odds show under their option.
 */
export function NumberPad({
  rule,
  odds,
  rows,
  onRows,
}: {
  rule: PlayRule;
  odds: PlayOddsView;
  rows: string[][];
  onRows: (rows: string[][]) => void;
}) {
  const { t } = useTranslation();
  const setRow = (index: number, next: string[]) => onRows(rows.map((row, i) => (i === index ? next : row)));
  return (
    <div className={styles.pad} data-testid="number-pad">
      {rows.map((row, index) => {
        const label = rowLabel(rule.code, index, rule.rows);
        const labelText = t(label.key, { n: label.n });
        const options = rule.options;
        if (options === null || options.length > MAX_PAD_OPTIONS) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, fixed for the play
            <TypedRow key={index} rule={rule} label={labelText} row={row} onRow={(next) => setRow(index, next)} />
          );
        }
        const picked = new Set(row);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, fixed for the play
          <fieldset key={index} className={styles.padRow} data-testid={`pad-row-${index}`}>
            <legend className={styles.rowLabel}>{labelText}</legend>
            <div className={styles.quickPicks}>
              {quickPicksOf(options).map((pick) => (
                <button
                  key={pick}
                  type="button"
                  className={styles.quick}
                  onClick={() => setRow(index, quickPick(options, pick))}
                  data-testid={`quick-${index}-${pick}`}
                >
                  {t(`lot_quick_${pick}`)}
                </button>
              ))}
            </div>
            <div
              className={styles.options}
              style={padColumns(options.length)}
              data-dense={options.length >= 100 ? '' : undefined}
            >
              {options.map((option) => {
                const optionOdds = typeof odds === 'object' ? odds[option] : undefined;
                const colour = ballColour(family(rule), option);
                return (
                  <button
                    key={option}
                    type="button"
                    className={styles.option}
                    aria-pressed={picked.has(option)}
                    data-colour={colour}
                    onClick={() =>
                      setRow(
                        index,
                        picked.has(option)
                          ? row.filter((o) => o !== option)
                          : options.filter((o) => o === option || picked.has(o)),
                      )
                    }
                    data-testid={`opt-${index}-${option}`}
                  >
                    <span>{isNamedOption(option) ? t(`lot_opt_${option}`) : option}</span>
                    {optionOdds !== undefined ? (
                      <small className={styles.optionOdds} dir="ltr">
                        {optionOdds}
                      </small>
                    ) : null}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
