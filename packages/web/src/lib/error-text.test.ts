import { ApiError } from '@wl/contract/envelope-client';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe('errorText', () => {
  it('names the figure of the lottery limit that was hit, isolated for right-to-left pages', () => {
    const range = new ApiError('lottery_limit_unit_stake', 'x', 409, undefined, [
      { path: 'items.0.unitStake', message: '0.01-1000' },
    ]);
    expect(errorText(t, range)).toBe('[lottery_limit_unit_stake] (\u20680.01-1000\u2069)');
    const most = new ApiError('lottery_limit_numero_stake', 'x', 409, undefined, [{ path: 'items.1', message: '50' }]);
    expect(errorText(t, most)).toBe('[lottery_limit_numero_stake] (\u206850\u2069)');
  });

  it('shows other refusals as their sentence alone, and never a detail that is not a figure', () => {
    const other = new ApiError('lottery_invalid_selection', 'x', 400, undefined, [{ path: 'a', message: 'bad' }]);
    expect(errorText(t, other)).toBe('[lottery_invalid_selection]');
    const words = new ApiError('lottery_limit_units', 'x', 409, undefined, [{ path: 'a', message: '<b>hi</b>' }]);
    expect(errorText(t, words)).toBe('[lottery_limit_units]');
    expect(errorText(t, new Error('boom'))).toBe('[unknown_error]');
  });
});
