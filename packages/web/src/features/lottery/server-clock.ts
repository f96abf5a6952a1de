import { useEffect, useState } from 'react';

/**
 * The server's clock as the lottery pages read it (issue 14: "the server's clock decides, and the web shows a
 * countdown synced to it"). Each answer that carries the server's `now` sets the offset from the device's clock,
 * taken at the middle of the request (half the round trip either way); countdowns then run from
 * `Date.now() + offset`, so a device clock that is minutes off still counts down to the server's close time.
 */
let offsetMs = 0;
const listeners = new Set<() => void>();

/** The offset of the server's clock from a device whose clock read `sentAt` and `receivedAt` around the call. */
export function clockOffset(serverNow: string, sentAt: number, receivedAt: number): number | null {
  const server = Date.parse(serverNow);
  if (Number.isNaN(server)) return null;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

export function noteServerNow(serverNow: string, sentAt: number, receivedAt: number): void {
  const next = clockOffset(serverNow, sentAt, receivedAt);
  if (next === null || next === offsetMs) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

export function serverOffset(): number {
  return offsetMs;
}

/** Tests only: forget what the last answers said. */
export function resetServerClock(): void {
  offsetMs = 0;
}

/** Calls `fn` and notes the server's `now` of its answer. */
export async function timedCall<T extends { now: string }>(fn: () => Promise<T>): Promise<T> {
  const sentAt = Date.now();
  const value = await fn();
  noteServerNow(value.now, sentAt, Date.now());
  return value;
}

/** The server's time now, in ms, ticking once a second while mounted. */
export function useServerNow(): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const tick = () => setNow(Date.now() + offsetMs);
    const timer = setInterval(tick, 1000);
    listeners.add(tick);
    return () => {
      clearInterval(timer);
      listeners.delete(tick);
    };
  }, []);
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
