import { describe, expect, it } from 'vitest';
import { gameFixture, menuFixture } from '../../test/game-fixtures';
import { hasVendor, pgGames, recommendedGames } from './game-sections';

describe('home game sections (spec 9)', () => {
  it('recommends at most 12 games, none of them top games, each once', () => {
    const top = Array.from({ length: 5 }, (_, i) => gameFixture(`top${i}`, { isTop: true }));
    const plain = Array.from({ length: 15 }, (_, i) => gameFixture(`plain${i}`));
    const games = [top[0], plain[0], plain[0], ...top.slice(1), ...plain.slice(1)].filter((g) => g !== undefined);
    const picked = recommendedGames(games);
    expect(picked).toHaveLength(12);
    expect(picked.some((g) => g.isTop)).toBe(false);
    expect(new Set(picked.map((g) => g.nodeId)).size).toBe(12);
    expect(picked.map((g) => g.gameCode).slice(0, 3)).toEqual(['plain0', 'plain1', 'plain2']);
    expect(recommendedGames(top)).toEqual([]);
  });

  it('lists at most 12 PG slots, whatever the case of the vendor code', () => {
    const pg = Array.from({ length: 14 }, (_, i) =>
      gameFixture(`pg${i}`, { vassalage: i % 2 ? 'PG' : 'pg', isTop: i === 0 }),
    );
    const others = [gameFixture('bgs'), gameFixture('pgfish', { vassalage: 'PG', gameType: 'FISH' })];
    const picked = pgGames([...others, ...pg]);
    expect(picked).toHaveLength(12);
    expect(picked.every((g) => g.vassalage.toUpperCase() === 'PG' && g.gameType === 'RNG')).toBe(true);
    // Top games belong in the PG list too: only "recommended" leaves them out.
    expect(picked[0]?.gameCode).toBe('pg0');
    expect(pgGames(others.slice(0, 1))).toEqual([]);
  });

  it('knows whether the brand offers a vendor from its menus', () => {
    const menus = [menuFixture('RNG', [{ vassalage: 'BGS' }, { vassalage: 'PG' }])];
    expect(hasVendor(menus, 'PG')).toBe(true);
    expect(hasVendor(menus, 'pg')).toBe(true);
    expect(hasVendor([menuFixture('RNG', [{ vassalage: 'BGS' }])], 'PG')).toBe(false);
    expect(hasVendor([], 'PG')).toBe(false);
  });
});
