import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { closeAuthDialog } from '../lib/auth-dialog';

// Popups and pages load their code on demand (dynamic imports); on a busy 2-core machine the first import of a
// module can take longer than the library's 1 s default, which says nothing about what a user sees.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: scrolling and media queries are stubbed so components that use them can render.
// (A test file may opt into the node environment, which has no window at all.)
const inBrowser = typeof window !== 'undefined';
if (inBrowser) {
  stubLayout();
  stubDialog();
}

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
  // The account popup's store lives for the whole file: a popup one test opened must not trap the next one's focus.
  closeAuthDialog();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/**
 * jsdom has <dialog> but not showModal()/close() (components/modal.tsx). The stand-in opens and closes it, moves
 * focus to its first control as a browser does, and turns Escape into the `cancel` event a browser sends. The real
 * behaviour (top layer, inert page) is covered by the browser tests.
 */
function stubDialog() {
  const proto = window.HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1);
    if (open?.dispatchEvent(new Event('cancel', { cancelable: true }))) open.close();
  });
}
