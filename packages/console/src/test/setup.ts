import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 4000 });

const inBrowser = typeof window !== 'undefined';
if (inBrowser) stubDialog();

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** jsdom has <dialog> but not showModal()/close(): the stand-in opens and closes it (the browser tests cover the rest). */
function stubDialog() {
  const proto = window.HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
