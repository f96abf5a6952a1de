import { useSyncExternalStore } from 'react';
import { getTheme, setTheme, type Theme } from './session';

const listeners = new Set<() => void>();

/** The theme lives on <html data-theme>; light is the default (index.html sets it statically, for the CSP). */
export function applyTheme(theme: Theme = getTheme()): void {
  document.documentElement.dataset.theme = theme;
}

export function chooseTheme(theme: Theme): void {
  setTheme(theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getTheme,
    () => 'light',
  );
}
