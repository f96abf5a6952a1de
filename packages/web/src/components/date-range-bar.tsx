import { useTranslation } from 'react-i18next';
import { type DayRange, lastDays, rangeLength, reachesToday, shiftRange } from '../lib/day-range';
import { buttonClass } from './button-class';
import { DateField } from './date-field';
import styles from './date-range-bar.module.css';
import { ChevronIcon } from './icon';

const PRESETS = [7, 30] as const;

/**
 * The records pages' dates (spec 9 "Date presets: next/previous 7 and 30 days"): 7 or 30 days, moved back or
 * forward by their length, or any two days, typed or picked as YYYY-MM-DD (spec 9 "year-month-day").
 */
export function DateRangeBar({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation();
  const length = rangeLength(value);
  return (
    <div className={styles.bar} data-testid="date-range">
      <fieldset className={styles.presets}>
        <legend className="visually-hidden">{t('rec_date_presets')}</legend>
        <button
          type="button"
          className={buttonClass('ghost', { size: 'small', icon: true })}
          onClick={() => onChange(shiftRange(value, -1))}
          aria-label={t('rec_previous_days', { count: length })}
          data-testid="date-range-previous"
        >
          <ChevronIcon towards="start" />
        </button>
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className={buttonClass(length === days ? 'primary' : 'secondary', { size: 'small' })}
            aria-pressed={length === days}
            onClick={() => onChange(lastDays(days))}
            data-testid={`date-range-${days}`}
          >
            {t('rec_last_days', { count: days })}
          </button>
        ))}
        <button
          type="button"
          className={buttonClass('ghost', { size: 'small', icon: true })}
          onClick={() => onChange(shiftRange(value, 1))}
          disabled={reachesToday(value)}
          aria-label={t('rec_next_days', { count: length })}
          data-testid="date-range-next"
        >
          <ChevronIcon towards="end" />
        </button>
      </fieldset>
      <div className={styles.dates}>
        <DateField
          label={t('rec_from')}
          value={value.from}
          max={value.to}
          onChange={(from) => onChange({ ...value, from })}
          testId="date-range-from"
        />
        <DateField
          label={t('rec_to')}
          value={value.to}
          min={value.from}
          onChange={(to) => onChange({ ...value, to })}
          testId="date-range-to"
        />
      </div>
    </div>
  );
}
