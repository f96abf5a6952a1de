import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_FORMAT, parseDay } from '../lib/day-range';
import { isolateLtr } from '../lib/format';
import styles from './date-field.module.css';
import { CalendarIcon } from './icon';
import { MonthCalendar } from './month-calendar';
import { usePopover } from './use-popover';

/** A day typed in full, as the field shows it: taken as it is typed, where a shorter form waits for the field to be left. */
const COMPLETE = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

/**
 * A day in the one format of spec 9 ("year-month-day"), YYYY-MM-DD in every language, where the browser's own date
 * input shows the format of its locale (mm/dd/yyyy). Typed (a full day is taken at once; `2026-6-1` or `2026/06/01`
 * when the field is left or on Enter) or picked from a month calendar (the button, or Alt+Down). A day that is no
 * day, or outside `min`..`max`, is not taken: the field says why, and the message goes as soon as the text is right.
 */
export function DateField({
  label,
  value,
  min,
  max,
  onChange,
  testId,
}: {
  label: string;
  /** The day taken, YYYY-MM-DD. */
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const popover = usePopover('below-end');

  // A preset or the other field moved the day: show it, and forget a complaint about what was typed before.
  useEffect(() => {
    setText(value);
    setError(null);
  }, [value]);

  // The format and the days inside a message are marked as left-to-right isolates (drawn by `Isolated`): after Arabic
  // letters, "2026-06-10" would otherwise be drawn "10-06-2026" (Unicode bidi rule W2).
  const problemOf = (day: string | null): string | null => {
    if (!day) return t('date_error_format', { format: isolateLtr(DAY_FORMAT), example: isolateLtr(value) });
    if (min && day < min) return t('date_error_min', { date: isolateLtr(min) });
    if (max && day > max) return t('date_error_max', { date: isolateLtr(max) });
    return null;
  };

  const take = (raw: string) => {
    const day = parseDay(raw);
    const problem = problemOf(day);
    setError(problem);
    if (problem || !day) return;
    setText(day);
    if (day !== value) onChange(day);
  };

  const onType = (raw: string) => {
    setText(raw);
    if (COMPLETE.test(raw)) take(raw);
    else if (error && !problemOf(parseDay(raw))) setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      take(text);
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      popover.setOpen(true);
    }
  };

  const pick = (day: string) => {
    popover.close();
    take(day);
    popover.triggerProps.ref.current?.focus();
  };

  const errorId = `${id}-error`;
  return (
    <div className={styles.field} {...popover.rootProps}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        <input
          id={id}
          className={styles.input}
          type="text"
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={10}
          placeholder={DAY_FORMAT}
          value={text}
          onChange={(e) => onType(e.target.value)}
          onBlur={() => take(text)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
        />
        <button
          {...popover.triggerProps}
          className={styles.trigger}
          aria-haspopup="dialog"
          aria-label={t('date_open_calendar', { label })}
          data-testid={`${testId}-calendar`}
        >
          <CalendarIcon size={18} />
        </button>
      </div>
      <div {...popover.panelProps} role="dialog" aria-label={label} className={styles.panel}>
        {popover.open ? (
          <MonthCalendar value={parseDay(text) ?? value} min={min} max={max} onPick={pick} testId={`${testId}-month`} />
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert" data-testid={`${testId}-error`}>
          <Isolated text={error} />
        </p>
      ) : null}
    </div>
  );
}

/** Text with left-to-right isolates (lib/format isolateLtr): each drawn as one unbroken left-to-right run. */
function Isolated({ text }: { text: string }) {
  return text.split(/\u2066|\u2069/).map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message, in order
      <bdi key={i} dir="ltr" className={styles.nowrap}>
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}
