const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as operators read it in every language: local time, year first, to the second (2026-11-23 16:13:40).
 * Dense and sortable by eye, and the same in English and Chinese.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const formats = new Map<string, Intl.NumberFormat>();
const formatOf = (locale: string, kind: 'amount' | 'count') => {
  const key = `${kind}:${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      kind === 'amount'
        ? { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' }
        : { maximumFractionDigits: 0, signDisplay: 'negative' },
    );
    formats.set(key, format);
  }
  return format;
};

/**
 * Money, the one way the console shows it (tables, dialogs, cards, charts): two decimals and the language's grouping,
 * a minus only when there is something below zero to show (never "-0.00").
 */
export function formatAmount(value: number, locale: string): string {
  return formatOf(locale, 'amount').format(value);
}

/** A count (orders, rows, ledger entries) with the language's grouping and no decimals. */
export function formatCount(value: number, locale: string): string {
  return formatOf(locale, 'count').format(value);
}
