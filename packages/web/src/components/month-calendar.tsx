import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, addMonths, monthWeeks, weekday } from '../lib/day-range';
import { buttonClass } from './button-class';
import { ChevronIcon } from './icon';
import styles from './month-calendar.module.css';

type WeekInfoLocale = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/** The first day of the week where the language is spoken (Intl week info: 1 Monday .. 7 Sunday), Monday if unknown. */
function firstDayOfWeek(lang: string): number {
  try {
    const locale = new Intl.Locale(lang) as WeekInfoLocale;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info) return info.firstDay % 7;
  } catch {
    // An engine without Intl.Locale or week info: ISO 8601's Monday.
  }
  return 1;
}

/** Intl formats in the page's language with Western digits, as the typed dates (spec 9); English if unknown. */
function formatter(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const all = { ...options, timeZone: 'UTC', numberingSystem: 'latn' };
  try {
    return new Intl.DateTimeFormat(lang, all);
  } catch {
    return new Intl.DateTimeFormat('en', all);
  }
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A month of days to pick one from (WAI-ARIA APG date picker dialog): the chosen day pressed, one tab stop in the
 * grid; arrow keys move by a day or a week (mirrored right to left), Page Up / Page Down by a month (with Shift a
 * year), Home and End to the week's ends, Enter or Space picks. Days outside `min`..`max` cannot be picked.
 */
export function MonthCalendar({
  value,
  min,
  max,
  onPick,
  testId,
}: {
  value: string;
  min?: string;
  max?: string;
  onPick: (day: string) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [active, setActive] = useState(value);
  const grid = useRef<HTMLTableElement>(null);
  const firstDay = useMemo(() => firstDayOfWeek(lang), [lang]);
  const formats = useMemo(
    () => ({
      month: formatter(lang, { month: 'long', year: 'numeric' }),
      weekdayShort: formatter(lang, { weekday: 'short' }),
      weekdayLong: formatter(lang, { weekday: 'long' }),
      full: formatter(lang, { dateStyle: 'full' }),
    }),
    [lang],
  );
  const weeks = monthWeeks(active, firstDay);
  const inRange = (day: string) => (!min || day >= min) && (!max || day <= max);
  const clamp = (day: string) => (min && day < min ? min : max && day > max ? max : day);

  // The day with the tab stop takes the focus when it moves (and once when the calendar opens).
  useEffect(() => {
    const day = grid.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`);
    day?.focus();
    // Just opened, the popover is placed (and shown) in the frame after: focus it then.
    if (day && document.activeElement !== day) requestAnimationFrame(() => day.focus());
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const sideways = rtl ? -1 : 1;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(active, -sideways),
      ArrowRight: () => addDays(active, sideways),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      PageUp: () => addMonths(active, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(active, event.shiftKey ? 12 : 1),
      Home: () => addDays(active, -((weekday(active) - firstDay + 7) % 7)),
      End: () => addDays(active, 6 - ((weekday(active) - firstDay + 7) % 7)),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setActive(clamp(move()));
  };

  const month = active.slice(0, 7);
  const showMonth = (by: number) => setActive(clamp(addMonths(active, by)));
  return (
    <div className={styles.calendar} data-testid={testId}>
      <div className={styles.head}>
        <button
          type="button"
          className={buttonClass('ghost', { size: 'small', icon: true })}
          onClick={() => showMonth(-1)}
          disabled={Boolean(min && addDays(`${month}-01`, -1) < min)}
          aria-label={t('date_previous_month')}
          data-testid={`${testId}-previous`}
        >
          <ChevronIcon towards="start" />
        </button>
        <p className={styles.title} aria-live="polite" data-testid={`${testId}-month`}>
          {formats.month.format(asDate(active))}
        </p>
        <button
          type="button"
          className={buttonClass('ghost', { size: 'small', icon: true })}
          onClick={() => showMonth(1)}
          disabled={Boolean(max && addMonths(`${month}-01`, 1) > max)}
          aria-label={t('date_next_month')}
          data-testid={`${testId}-next`}
        >
          <ChevronIcon towards="end" />
        </button>
      </div>
      <table ref={grid} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={day} scope="col" abbr={formats.weekdayLong.format(asDate(day))}>
                {formats.weekdayShort.format(asDate(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day}>
                  <button
                    type="button"
                    className={styles.day}
                    tabIndex={day === active ? 0 : -1}
                    aria-pressed={day === value}
                    aria-label={formats.full.format(asDate(day))}
                    disabled={!inRange(day)}
                    data-outside={day.slice(0, 7) !== month || undefined}
                    data-day={day}
                    onClick={() => onPick(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
