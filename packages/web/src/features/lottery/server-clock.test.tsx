import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { Countdown } from './countdown';
import { msToNextSecond, noteServerNow, readServerNow, resetServerClock, serverOffset } from './server-clock';

beforeAll(() => initI18n('EN'));
beforeEach(() => resetServerClock());
afterEach(() => vi.useRealTimers());

const T0 = Date.parse('2026-01-01T10:00:00.000Z');
/** The server's answer `now` for a device call sent at `sent` and answered after `roundTrip` ms, `ahead` ms ahead. */
const answer = (sent: number, roundTrip: number, ahead: number) =>
  [new Date(sent + roundTrip / 2 + ahead).toISOString(), sent, sent + roundTrip] as const;

describe('the server clock behind the lottery countdowns (issue 14)', () => {
  it('keeps the offset of the closest answer: a slower one within its bounds is jitter, not news', () => {
    noteServerNow(...answer(T0, 400, 5000));
    expect(serverOffset()).toBe(5000);
    // 800 ms round trip, its midpoint 300 ms off: the first answer's bounds (±200) and its own (±400) meet.
    noteServerNow(...answer(T0 + 10_000, 800, 5300));
    expect(serverOffset()).toBe(5000);
    // A quicker answer narrows the bounds: taken.
    noteServerNow(...answer(T0 + 20_000, 100, 5150));
    expect(serverOffset()).toBe(5150);
    // A clock was set (a minute off, whatever the round trip): taken at once.
    noteServerNow(...answer(T0 + 30_000, 900, 65_000));
    expect(serverOffset()).toBe(65_000);
  });

  it('never shows an earlier moment than it showed, unless the clock was set back', () => {
    expect(readServerNow(T0 + 1000)).toBe(T0 + 1000);
    // 300 ms back (a better offset): the time shown waits.
    expect(readServerNow(T0 + 700)).toBe(T0 + 1000);
    expect(readServerNow(T0 + 1200)).toBe(T0 + 1200);
    // An hour back: the device's clock was set, followed.
    expect(readServerNow(T0 - 3_600_000)).toBe(T0 - 3_600_000);
  });

  it('ticks on the server clock’s whole seconds', () => {
    expect(msToNextSecond(T0 + 300)).toBe(700);
    expect(msToNextSecond(T0)).toBe(1000);
    expect(msToNextSecond(T0 + 999)).toBe(1);
  });

  it('turns every countdown of the page together as the server’s second turns, none skipped', () => {
    vi.useFakeTimers();
    // The page opens 300 ms into a second of the server's clock (2.5 s ahead of the device's).
    vi.setSystemTime(T0 + 300);
    noteServerNow(...answer(T0 + 300 - 40, 40, 2500));
    const close = (s: number) => new Date(T0 + s * 1000).toISOString();
    render(
      <I18nextProvider i18n={i18n}>
        <div data-testid="a">
          <Countdown closeTime={close(10)} />
        </div>
        <div data-testid="b">
          <Countdown closeTime={close(70)} />
        </div>
      </I18nextProvider>,
    );
    const shown = () => [screen.getByTestId('a').textContent, screen.getByTestId('b').textContent];
    // Server time is 2.8 s in: 7.2 s and 67.2 s left.
    expect(shown()).toEqual(['Closes in 00:08', 'Closes in 01:08']);
    const seen = [shown()[0]];
    for (let ms = 0; ms < 5000; ms += 50) {
      act(() => vi.advanceTimersByTime(50));
      const [a] = shown();
      if (a && seen.at(-1) !== a) seen.push(a);
      // At 3.0 s of server time both say 7 and 67 seconds, never one before the other.
      if (ms + 50 === 200) expect(shown()).toEqual(['Closes in 00:07', 'Closes in 01:07']);
    }
    expect(seen).toEqual([
      'Closes in 00:08',
      'Closes in 00:07',
      'Closes in 00:06',
      'Closes in 00:05',
      'Closes in 00:04',
      'Closes in 00:03',
    ]);
  });
});
