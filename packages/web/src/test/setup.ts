import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Popups and pages load their code on demand (dynamic imports); on a busy 2-core machine the first import of a
// module can take longer than the library's 1 s default, which says nothing about what a user sees.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: scrolling and media queries are stubbed so components that use them can render.
// (A test file may opt into the node environment, which has no window at all.)
const inBrowser = typeof window !== 'undefined';
if (inBrowser) stubLayout();

function stubLayout() {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
