import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys';

const tabs = ['history', 'trend', 'bets', 'fair', 'rules'] as const;

describe('the game page tabs by keyboard (WAI-ARIA tabs)', () => {
  it('steps with the arrows, wrapping round, and jumps with Home and End', () => {
    expect(tabAfterKey(tabs, 'history', 'ArrowRight', false)).toBe('trend');
    expect(tabAfterKey(tabs, 'history', 'ArrowLeft', false)).toBe('rules');
    expect(tabAfterKey(tabs, 'rules', 'ArrowRight', false)).toBe('history');
    expect(tabAfterKey(tabs, 'bets', 'Home', false)).toBe('history');
    expect(tabAfterKey(tabs, 'bets', 'End', false)).toBe('rules');
    expect(tabAfterKey(tabs, 'bets', 'Enter', false)).toBeNull();
  });

  it('mirrors the arrows right to left: in Arabic the left arrow goes to the next tab, as the tabs read', () => {
    expect(tabAfterKey(tabs, 'history', 'ArrowLeft', true)).toBe('trend');
    expect(tabAfterKey(tabs, 'trend', 'ArrowRight', true)).toBe('history');
    expect(tabAfterKey(tabs, 'rules', 'ArrowLeft', true)).toBe('history');
  });
});
