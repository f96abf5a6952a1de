import { useCallback } from 'react';
import { type NavigateOptions, resolvePath, type To, useLocation, useNavigate } from 'react-router';

/** True when `to` resolves to the location already shown (path, query and hash). */
export function isSameLocation(to: To, current: { pathname: string; search: string; hash: string }): boolean {
  const target = resolvePath(to, current.pathname);
  return (
    target.pathname.toLowerCase() === current.pathname.toLowerCase() &&
    target.search === current.search &&
    target.hash === current.hash
  );
}

/** Spec 2: navigating to the same route fails silently, so this no-ops for the current location. */
export function useNavigateTo() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      if (isSameLocation(to, location)) return;
      void navigate(to, options);
    },
    [navigate, location],
  );
}
