import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hideLoader } from '../lib/loader';

/**
 * Spec 2: on navigation the page scrolls to the top, or to the hash target if one is given, and the loader
 * overlay is hidden after each navigation.
 */
export function NavigationEffects() {
  const { pathname, search, hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location key)
  useEffect(() => {
    hideLoader();
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [key, pathname, search, hash]);
  return null;
}
