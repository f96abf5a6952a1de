import { describe, expect, it } from 'vitest';
import { categoryOfPath, titleKeyOfPath } from './game-category';

describe('categoryOfPath', () => {
  it('maps the spec 2 category prefixes', () => {
    expect(categoryOfPath('/sports')).toBe('SPORTS');
    expect(categoryOfPath('/esports')).toBe('ESPORTS');
    expect(categoryOfPath('/live')).toBe('LIVE');
    expect(categoryOfPath('/lott')).toBe('LOTT');
    expect(categoryOfPath('/elott')).toBe('ELOTT');
    expect(categoryOfPath('/fish')).toBe('FISH');
    expect(categoryOfPath('/pvp')).toBe('PVP');
    expect(categoryOfPath('/rng')).toBe('RNG');
    expect(categoryOfPath('/cockfight')).toBe('COCKFIGHT');
  });

  it('has no category for other pages', () => {
    expect(categoryOfPath('/hot')).toBeNull();
    expect(categoryOfPath('/')).toBeNull();
    expect(categoryOfPath('/constructor')).toBeNull();
  });

  it('finds the page title key, case-insensitively', () => {
    expect(titleKeyOfPath('/inHouse')).toBe('page_in_house');
    expect(titleKeyOfPath('/gameList/pg/rng')).toBe('page_game_list');
  });
});
