import { describe, expect, it } from 'vitest';
import { parseTags } from './chat/host-form';
import { isShownImage } from './feedback/feedback-detail';
import { parseRank } from './games/games-table';

describe("the desks' small input rules", () => {
  it('reads a rank: empty is no rank, a whole number from 1 to 9999, anything else is refused', () => {
    expect(parseRank('')).toBeNull();
    expect(parseRank(' 3 ')).toBe(3);
    expect(parseRank('0')).toBeUndefined();
    expect(parseRank('1.5')).toBeUndefined();
    expect(parseRank('10000')).toBeUndefined();
    expect(parseRank('x')).toBeUndefined();
  });

  it('splits tags on commas, dropping empty ones', () => {
    expect(parseTags(' live, casino,, ')).toEqual(['live', 'casino']);
    expect(parseTags('')).toEqual([]);
  });

  it('shows only png and jpeg data URLs as images', () => {
    expect(isShownImage('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isShownImage('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
    expect(isShownImage('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isShownImage('javascript:alert(1)')).toBe(false);
    expect(isShownImage('https://evil.example/x.png')).toBe(false);
  });
});
