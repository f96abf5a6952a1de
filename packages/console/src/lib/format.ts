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

/** Amounts with two decimals and the language's grouping. */
export function formatAmount(value: number, locale: string): string {
  return value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
