import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { gameVendors } from '../../db/schema.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { categories } from './game-service.js';

let t: TestApp;
let token: string;
let trial: string;
const get = (url: string, auth?: string) =>
  t.app.inject({ url, headers: { host: 'localhost', ...(auth ? { authorization: `Bearer ${auth}` } : {}) } });
const send = (method: 'POST' | 'DELETE', url: string, auth: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'localhost', authorization: `Bearer ${auth}` },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'gamer001' }));
  trial = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'guest_g1', type: 4 }));
});
afterAll(() => t.close());

describe('catalogue for visitors (public calls)', () => {
  it('lists categories with vendor cards', async () => {
    const menus = (await get('/lgw/games/game_menus')).json().value;
    expect(menus).toEqual([
      {
        title: 'RNG',
        gameClassify: 'RNG',
        cards: [{ vassalage: 'BGS', accountTypeName: 'BGS', gameType: 'RNG', name: 'In-house', isGame: null }],
      },
    ]);
  });

  it('lists hot and popular games with every field of a spec 3 Game', async () => {
    const hot = (await get('/wps/relay/GCSGAME_hotGamesV2')).json().value;
    expect(hot.map((g: { gameCode: string }) => g.gameCode)).toEqual(['slot', 'plinko', 'dice', 'mines']);
    expect(hot[0]).toEqual({
      gameType: 'RNG',
      nodeId: expect.any(Number),
      vassalage: 'BGS',
      isTop: true,
      iconUrl: '/games/bgs/slot.svg',
      gameName: 'Lucky Sevens',
      displayName: 'Lucky Sevens',
      supportPlay: 0,
      gameCode: 'slot',
      isGame: null,
    });
    expect((await get('/lgw/games/popular')).json().value).toHaveLength(4);
  });
});

describe('catalogue with a token', () => {
  it('pages, filters by type, vendor and name, and marks favourites', async () => {
    const all = (await get('/wps/relay/GCSGAME_gameList?gameType=rng&vassalage=bgs', token)).json().value;
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(all.content).toHaveLength(4);
    const page2 = (await get('/wps/relay/GCSGAME_gameList?pageSize=3&pageNo=2', token)).json().value;
    expect(page2.content).toHaveLength(1);
    expect(page2.totalPages).toBe(2);
    const search = (await get('/wps/relay/GCSGAME_gameList?name=plin', token)).json().value.content;
    expect(search.map((g: { gameCode: string }) => g.gameCode)).toEqual(['plinko']);
    expect((await get('/wps/relay/GCSGAME_gameList?vassalage=PG', token)).json().value.content).toEqual([]);
    const dice = all.content.find((g: { gameCode: string }) => g.gameCode === 'dice');
    expect(dice.favorite).toBe(false);
    expect(
      (
        await send('POST', '/wps/relay/MCSFE_addFavoriteGameV2', token, {
          nodeId: dice.nodeId,
          vendor: 'BGS',
          gameType: 'RNG',
        })
      ).statusCode,
    ).toBe(200);
    // Adding twice is skipped, not an error (spec 4).
    expect(
      (
        await send('POST', '/wps/relay/MCSFE_addFavoriteGameV2', token, {
          nodeId: dice.nodeId,
          vendor: 'BGS',
          gameType: 'RNG',
        })
      ).statusCode,
    ).toBe(200);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', token)).json().value).toEqual([dice.nodeId]);
    const favs = (await get('/wps/relay/MCSFE_getFavoriteGamesList', token)).json().value;
    expect(favs).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(favs.content.map((g: { gameCode: string; favorite: boolean }) => [g.gameCode, g.favorite])).toEqual([
      ['dice', true],
    ]);
    const listed = (await get('/wps/relay/GCSGAME_gameList?name=dice', token)).json().value.content[0];
    expect(listed.favorite).toBe(true);
    await send('DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${dice.nodeId}`, token);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', token)).json().value).toEqual([]);
    expect(
      (
        await send('POST', '/wps/relay/MCSFE_addFavoriteGameV2', token, {
          nodeId: 999999,
          vendor: 'BGS',
          gameType: 'RNG',
        })
      ).json().code,
    ).toBe('not_found');
  });

  it('lists vendors and their game types', async () => {
    expect((await get('/wps/relay/GCSGAME_newGameVendor', token)).json().value).toEqual([
      {
        vassalage: 'BGS',
        name: 'In-house',
        accountTypeName: 'BGS',
        gameTypes: ['RNG'],
        isGame: null,
        iconUrl: '/games/bgs/vendor.svg',
      },
    ]);
    expect((await get('/wps/relay/GCSGAME_getVassGameType?vassalage=BGS', token)).json().value).toEqual(['RNG']);
  });
});

describe('launch (spec 4 "Game start")', () => {
  const launch = (auth: string, payload: object) => send('POST', '/wps/game/launchGame', auth, payload);

  it('answers a launch URL on the brand launch CDN and records the game as recent', async () => {
    const res = await launch(token, { vassalage: 'BGS', gameCode: 'dice' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.url).toMatch(/^\/play\/bgs\/dice\?launch=[\w-]{43}$/);
    const recent = (await get('/wps/relay/GCS_recentGame', token)).json().value;
    expect(recent.map((g: { gameCode: string }) => g.gameCode)).toEqual(['dice']);
  });

  it('lets trial members play demo only, and refuses unknown games and anonymous callers', async () => {
    const real = await launch(trial, { vassalage: 'BGS', gameCode: 'slot' });
    expect(real.statusCode).toBe(403);
    expect(real.json().code).toBe('in_need_true_account');
    expect((await launch(trial, { vassalage: 'BGS', gameCode: 'slot', demo: true })).statusCode).toBe(200);
    expect((await launch(token, { vassalage: 'BGS', gameCode: 'nope' })).json().code).toBe('not_found');
    expect((await launch(token, { vassalage: 'PG', gameCode: 'x' })).json().code).toBe('not_found');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { host: 'localhost' },
      payload: { vassalage: 'BGS' },
    });
    expect(anon.json().code).toBe('not_logged_in');
  });
});

describe('categories (spec 4)', () => {
  const vendor = (code: string, accountTypeName: string, gameTypes: string[]) =>
    ({ code, accountTypeName, gameTypes, name: code, isGame: null }) as unknown as typeof gameVendors.$inferSelect;

  it('moves cockfight sports cards to COCKFIGHT right after SPORTS, and drops an empty SPORTS', () => {
    const mixed = categories([
      vendor('BGS', 'BGS', ['RNG']),
      vendor('DS88', 'DS88', ['SPORTS']),
      vendor('SB', 'SABA', ['SPORTS']),
      vendor('EVO', 'EVO', ['LIVE']),
    ]);
    expect(mixed.map((c) => c.title)).toEqual(['RNG', 'SPORTS', 'COCKFIGHT', 'LIVE']);
    expect(mixed.find((c) => c.title === 'COCKFIGHT')?.cards.map((c) => c.vassalage)).toEqual(['DS88']);
    const onlyCockfight = categories([vendor('DS88', 'DS88', ['SPORTS']), vendor('BGS', 'BGS', ['RNG'])]);
    expect(onlyCockfight.map((c) => c.title)).toEqual(['COCKFIGHT', 'RNG']);
  });
});
