import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  const get = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, get, () => false);
}

/** Matches the CSS breakpoint in styles/tokens.css (--bp-mobile): below it the header collapses. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
