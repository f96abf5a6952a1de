import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { JackpotCounter } from './jackpot-counter';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.useRealTimers());

describe('jackpot counter (spec 2, spec 9)', () => {
  it('starts from the drawn figure and grows by the drawn step after the drawn wait, silently', () => {
    vi.useFakeTimers();
    // Every draw answers 0: start 11,000,000, step 100, wait 3 s.
    render(
      <I18nextProvider i18n={i18n}>
        <JackpotCounter currencySymbol="$" random={() => 0} />
      </I18nextProvider>,
    );
    const value = () => screen.getByTestId('jackpot-value');
    expect(value().textContent).toBe('$ 11,000,000');
    expect(value().getAttribute('aria-live')).toBe('off');
    // Spec 9's counter is decorative: it says so, and claims no real pool that rounds feed.
    expect(screen.getByText('Illustrative jackpot counter').className).toContain('visually-hidden');
    expect(screen.getByTestId('jackpot-note').textContent).toBe('For illustration only. Not a real prize pool.');
    expect(screen.getByTestId('jackpot').textContent).not.toMatch(/current|grows|round/i);

    act(() => vi.advanceTimersByTime(2999));
    expect(value().textContent).toBe('$ 11,000,000');
    act(() => vi.advanceTimersByTime(1));
    expect(value().textContent).toBe('$ 11,000,100');
    act(() => vi.advanceTimersByTime(3000 * 4));
    expect(value().textContent).toBe('$ 11,000,500');
  });

  it('uses a fresh draw for each wait and step', () => {
    vi.useFakeTimers();
    // Draws in order: start, then (wait, step) pairs.
    const draws = [0.5, 0.999_99, 0.999_99, 0, 0];
    render(
      <I18nextProvider i18n={i18n}>
        <JackpotCounter currencySymbol="৳" random={() => draws.shift() ?? 0} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('jackpot-value').textContent).toBe('৳ 13,000,000');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByTestId('jackpot-value').textContent).toBe('৳ 13,000,000');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('jackpot-value').textContent).toBe('৳ 13,000,500');
  });
});
