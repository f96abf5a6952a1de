import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The games desk of the console: vendors and games the player site's menus read. */
let t: TestApp;
let editor = '';
beforeAll(async () => {
  t = await createTestApp();
  editor = (await tokenOfRole(t.app, 'content', ['aurora'])).token;
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, unknown>, token = editor) =>
  callOperator(t.app, 'GET', `/console/api/games${path}`, token, query);
const post = (path: string, payload: Record<string, unknown>, token = editor) =>
  callOperator(t.app, 'POST', `/console/api/games${path}`, token, payload);
const player = async (url: string) => (await t.app.inject({ url, headers: { host: 'localhost' } })).json().value;

describe('games desk', () => {
  it('lists vendors with their games, and switching one off takes it off the menus at once', async () => {
    const vendors = (await get('/vendors', { brand: 'aurora' })).json().value;
    expect(vendors.total).toBeGreaterThan(0);
    const vendor = vendors.content[0];
    expect(vendor.games).toBeGreaterThan(0);
    const menusBefore = JSON.stringify(await player('/lgw/games/game_menus'));
    expect(menusBefore).toContain(`"vassalage":"${vendor.code}"`);
    const off = await post('/vendors/update', { brand: 'aurora', code: vendor.code, enabled: false });
    expect(off.json().value).toMatchObject({ code: vendor.code, enabled: false });
    expect(JSON.stringify(await player('/lgw/games/game_menus'))).not.toContain(`"vassalage":"${vendor.code}"`);
    const [row] = await auditRows(t.app, 'vendorUpdate');
    expect(row).toMatchObject({ target_type: 'vendor', before: { enabled: true }, after: { enabled: false } });
    expect(JSON.stringify(row)).not.toContain('adapterConfig');
    await post('/vendors/update', { brand: 'aurora', code: vendor.code, enabled: true });
  });

  it('searches games on the server and sets their flags and ranks', async () => {
    const page = (await get('', { brand: 'aurora', pageSize: 3, orderBy: 'name' })).json().value;
    expect(page.content).toHaveLength(3);
    const names = page.content.map((g: { displayName: string }) => g.displayName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    const game = page.content[0];
    const part = game.displayName.slice(1, 4).toUpperCase();
    const found = (await get('', { brand: 'aurora', name: part })).json().value.content;
    expect(found.map((g: { id: number }) => g.id)).toContain(game.id);

    const res = await post('/update', { brand: 'aurora', id: game.id, isTop: true, hotRank: 1 });
    expect(res.json().value).toMatchObject({ id: game.id, isTop: true, hotRank: 1 });
    const hot = (await get('', { brand: 'aurora', flag: 'hot', orderBy: 'hot' })).json().value.content;
    expect(hot.find((g: { id: number }) => g.id === game.id)).toMatchObject({ hotRank: 1 });
    const ranks = hot.map((g: { hotRank: number }) => g.hotRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const off = await post('/update', { brand: 'aurora', id: game.id, enabled: false });
    expect(off.json().value.enabled).toBe(false);
    expect((await get('', { brand: 'aurora', enabled: 'false' })).json().value.content[0].id).toBe(game.id);
    const rows = await auditRows(t.app, 'gameUpdate');
    expect(rows.at(-1)).toMatchObject({
      target_id: String(game.id),
      before: { enabled: true },
      after: { enabled: false },
    });
  });

  it('refuses another brand and a role without games.manage', async () => {
    const bengal = (await tokenOfRole(t.app, 'content', ['bengal'])).token;
    expect((await get('/vendors', { brand: 'aurora' }, bengal)).json().code).toBe('forbidden');
    expect((await post('/update', { brand: 'aurora', id: 1, enabled: false }, bengal)).json().code).toBe('forbidden');
    const support = (await tokenOfRole(t.app, 'support')).token;
    expect((await get('', { brand: 'aurora' }, support)).json().code).toBe('forbidden');
  });

  it('is the service the command line calls for `game add`, audited as the command line', async () => {
    const vendor = (await get('/vendors', { brand: 'aurora' })).json().value.content[0].code;
    const added = (await runAdminCommand({ root: t.app.services }, [
      'game',
      'add',
      'aurora',
      vendor,
      'desk-game-1',
      '--name',
      'Desk Game',
      '--type',
      'RNG',
    ])) as { nodeId: number };
    const [row] = await auditRows(t.app, 'cli:game add');
    expect(row).toMatchObject({ target_id: String(added.nodeId), before: null, after: { gameCode: 'desk-game-1' } });
  });
});
