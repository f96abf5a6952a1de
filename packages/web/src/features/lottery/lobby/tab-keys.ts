/**
 * The tab a key moves to in a tab list (WAI-ARIA "Tabs" keyboard pattern): the arrows step to the neighbour on that
 * side, wrapping round, mirrored when the page reads right to left (ArrowLeft is the next tab in Arabic); Home and End
 * jump to the first and last. Any other key: null.
 */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string, rtl: boolean): T | null {
  const at = tabs.indexOf(current);
  if (at < 0 || tabs.length === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return tabs[(at + 1) % tabs.length] ?? null;
  if (key === back) return tabs[(at - 1 + tabs.length) % tabs.length] ?? null;
  if (key === 'Home') return tabs[0] ?? null;
  if (key === 'End') return tabs[tabs.length - 1] ?? null;
  return null;
}
