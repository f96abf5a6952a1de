import { describe, expect, it } from 'vitest';
import { memberCentreDepth, memberCentreSearch } from './member-centre';

describe('member centre addresses', () => {
  it("sets a page's own parameters, and drops them when the centre moves to another page or closes", () => {
    const bet = memberCentreSearch('?lang=EN&mc=transactionHistory', 'personalHistoryCopy', { bet: '41' });
    expect(bet).toBe('?lang=EN&mc=personalHistoryCopy&bet=41');
    // The same page again (the nav's replace) keeps them.
    expect(memberCentreSearch(bet, 'personalHistoryCopy')).toBe(bet);
    expect(memberCentreSearch(bet, 'depositv2')).toBe('?lang=EN&mc=depositv2');
    expect(memberCentreSearch(bet, null)).toBe('?lang=EN');
  });

  it('reads the history depth the centre keeps in the location state', () => {
    expect(memberCentreDepth({ mcDepth: 2 })).toBe(2);
    expect(memberCentreDepth(null)).toBe(0);
    expect(memberCentreDepth({ mcDepth: 'x' })).toBe(0);
  });
});
