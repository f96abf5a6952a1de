import type { StatusValue } from '@wl/contract/schemas';
import type { CallOutput } from './api-client';

/** Built by the server from the same contract schemas as the status and announcements answers. */
interface BootData {
  status?: StatusValue;
  announcements?: { language: string; value: CallOutput<'announcements'> };
  language?: string;
}

let boot: BootData | null | undefined;

/**
 * The answers the server put inside index.html (`<script type="application/json" id="wl-boot">`, server
 * http/boot-data.ts): the first status call and the home content, so the first render does not wait for them.
 */
function read(): BootData | null {
  if (boot === undefined) {
    try {
      const text = document.getElementById('wl-boot')?.textContent;
      boot = text ? (JSON.parse(text) as BootData) : null;
    } catch {
      boot = null;
    }
  }
  return boot;
}

/** The embedded status answer, once: a later status load (a retry) asks the server. */
export function takeBootStatus(): StatusValue | null {
  const data = read();
  const status = data?.status ?? null;
  if (data) data.status = undefined;
  return status;
}

/** The embedded announcements answer when it is in the asked language. */
export function bootAnnouncements(language: string): CallOutput<'announcements'> | undefined {
  const data = read()?.announcements;
  return data && data.language === language ? data.value : undefined;
}

/** All the embedded answers' text, for the fonts its scripts need before the first render. */
export function bootDataText(): string {
  const data = read();
  return data ? JSON.stringify(data) : '';
}
