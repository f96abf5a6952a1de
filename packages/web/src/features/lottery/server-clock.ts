import { useEffect, useState } from 'react';

/**
 * The server's clock as the lottery pages read it (issue 14: "the server's clock decides, and the web shows a
 * countdown synced to it"). Each answer that carries the server's `now` sets the offset from the device's clock,
 * taken at the middle of the request (half the round trip either way); countdowns then run from
 * `Date.now() + offset`, so a device clock that is minutes off still counts down to the server's close time.
 */
let offsetMs = 0;
/** The round trip of the answer `offsetMs` came from: the server's clock is within half of it. */
let bestRoundTrip = Number.POSITIVE_INFINITY;
/** The server time last shown (readServerNow). */
let shown = Number.NEGATIVE_INFINITY;
/** A step back smaller than this is a better offset, not a clock set: the time shown waits for it. */
const HOLD_MS = 2000;
const listeners = new Set<(now: number) => void>();
let timer: ReturnType<typeof setTimeout> | null = null;

/** The offset of the server's clock from a device whose clock read `sentAt` and `receivedAt` around the call. */
export function clockOffset(serverNow: string, sentAt: number, receivedAt: number): number | null {
  const server = Date.parse(serverNow);
  if (Number.isNaN(server)) return null;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

/**
 * Takes an answer's `now` as the new offset when it says more than the one kept: a shorter round trip (a closer
 * bound), or an offset the kept one cannot be (their bounds do not meet: a clock was set). A slower answer within
 * the kept bounds is network jitter, and taking it made countdowns step back or skip a second on a phone.
 */
export function noteServerNow(serverNow: string, sentAt: number, receivedAt: number): void {
  const next = clockOffset(serverNow, sentAt, receivedAt);
  if (next === null) return;
  const roundTrip = Math.max(0, receivedAt - sentAt);
  const agrees = Math.abs(next - offsetMs) <= (roundTrip + bestRoundTrip) / 2;
  if (agrees && roundTrip >= bestRoundTrip) return;
  bestRoundTrip = roundTrip;
  if (next === offsetMs) return;
  offsetMs = next;
  publish();
}

export function serverOffset(): number {
  return offsetMs;
}

/** Tests only: forget what the last answers said. */
export function resetServerClock(): void {
  offsetMs = 0;
  bestRoundTrip = Number.POSITIVE_INFINITY;
  shown = Number.NEGATIVE_INFINITY;
}

/** Calls `fn` and notes the server's `now` of its answer. */
export async function timedCall<T extends { now: string }>(fn: () => Promise<T>): Promise<T> {
  const sentAt = Date.now();
  const value = await fn();
  noteServerNow(value.now, sentAt, Date.now());
  return value;
}

/**
 * The server's time now as the pages show it: never a moment earlier than last shown (a countdown holds rather than
 * going up), unless the clock was set back.
 */
export function readServerNow(deviceNow = Date.now()): number {
  const next = deviceNow + offsetMs;
  if (next >= shown || shown - next > HOLD_MS) shown = next;
  return shown;
}

function publish(): void {
  const now = readServerNow();
  for (const listener of listeners) listener(now);
}

/** Ms until the server's clock next turns a whole second: every countdown changes then, together, none skipped. */
export function msToNextSecond(serverNow: number): number {
  return 1000 - (((serverNow % 1000) + 1000) % 1000);
}

function schedule(): void {
  timer = setTimeout(
    () => {
      publish();
      schedule();
    },
    msToNextSecond(Date.now() + offsetMs),
  );
}

function subscribe(listener: (now: number) => void): () => void {
  listeners.add(listener);
  if (timer === null) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
  };
}

/** The server's time now, in ms, ticking as its clock turns each second while mounted (one timer for the page). */
export function useServerNow(): number {
  const [now, setNow] = useState(() => readServerNow());
  useEffect(() => subscribe(setNow), []);
  return now;
}

/** Whole seconds left until `target` (ISO) at server time `now`; 0 once passed. */
export function secondsLeft(target: string, now: number): number {
  const at = Date.parse(target);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** A countdown as days and a clock: `mm:ss`, or `h:mm:ss` from an hour (official draws are days away). */
export function splitCountdown(seconds: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const clock = hours > 0 || days > 0 ? `${hours}:${pad(minutes)}:${pad(s % 60)}` : `${pad(minutes)}:${pad(s % 60)}`;
  return { days, clock };
}
