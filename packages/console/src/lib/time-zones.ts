/** The zones the browser knows (UTC first), with the current one even if this browser lacks it. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])];
}
