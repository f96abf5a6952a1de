import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money, moneyText } from './money';

describe('money (spec 9 balance format)', () => {
  it('puts the sign first, then the symbol, then two truncated decimals', () => {
    expect(moneyText(-2)).toBe('-2.00');
    expect(moneyText(1234.567, '$')).toBe('$ 1,234.56');
    expect(moneyText(-10, '$', true)).toBe('-$ 10.00');
    expect(moneyText(3.9, undefined, true)).toBe('+3.90');
    expect(moneyText(0, undefined, true)).toBe('0.00');
    expect(moneyText(-0.019)).toBe('-0.01');
  });

  it('draws the amount left to right in its own isolate, so right-to-left text keeps "-2.00" (not "2.00-")', () => {
    const { container } = render(
      <p dir="rtl">
        الربح <Money amount={-2} />
      </p>,
    );
    const amount = container.querySelector('bdi');
    expect(amount?.getAttribute('dir')).toBe('ltr');
    expect(amount?.textContent).toBe('-2.00');
  });
});
