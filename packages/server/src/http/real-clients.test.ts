import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, tokenFor } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * What the platform's real clients send besides the web (docs/api.md "Real clients of the API"): a bare token in
 * `Authorization`, lower-case language codes, and platform M on the announcements call.
 */
let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'client01' }));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: 'localhost', ...headers } });

describe('Authorization without "Bearer"', () => {
  it('accepts a bare login token, and nothing else that is not one', async () => {
    const bare = await get('/wps/member/info', { authorization: token });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().value.account).toBe('client01');
    expect((await get('/wps/member/info', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    for (const authorization of [`Basic ${token}`, `${token}x`, token.slice(1), `${token} ${token}`, '']) {
      const res = await get('/wps/member/info', { authorization });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().code).toBe('not_logged_in');
    }
  });
});

describe('language codes in any case', () => {
  const notices = (query: string) =>
    get(`/wps/relay/MCSFE_getListAnnouncements?${query}`, { host: 'bengal.localhost' });

  it('maps a lower-case code to the spec 1 code', async () => {
    const bn = await notices('language=bn');
    expect(bn.statusCode, bn.body).toBe(200);
    expect(bn.json()).toEqual((await notices('language=BN')).json());
    const help = (lang: string) =>
      get(`/wps/system/helpCenter?section=sponsor&lang=${lang}`, { host: 'bengal.localhost' });
    const [en, EN, BN] = await Promise.all(['en', 'EN', 'BN'].map(help));
    expect(en?.statusCode, en?.body).toBe(200);
    expect(en?.json()).toEqual(EN?.json());
    // Bengal publishes its sponsor page in Bengali and English: the lower-case code chose English.
    expect(en?.json()).not.toEqual(BN?.json());
    const ptBr = await get('/wps/system/helpCenter?lang=pt-br');
    expect(ptBr.statusCode, ptBr.body).toBe(200);
    expect(ptBr.json()).toEqual((await get('/wps/system/helpCenter?lang=PT-BR')).json());
    const games = await get('/wps/relay/GCSGAME_gameList?language=vi', { authorization: `Bearer ${token}` });
    expect(games.statusCode, games.body).toBe(200);
    expect((await get('/wps/relay/ODSFE2_getWinnerBoard?language=tw')).statusCode).toBe(200);
  });

  it('still refuses a code that is not one of the 22', async () => {
    for (const language of ['xx', 'english', 'pt_br']) {
      const res = await notices(`language=${language}`);
      expect(res.statusCode, language).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
  });
});

describe('announcements for platform M', () => {
  it('answers the mobile client what the web gets', async () => {
    const [m, w] = await Promise.all([
      get('/wps/relay/MCSFE_getListAnnouncements?platform=M'),
      get('/wps/relay/MCSFE_getListAnnouncements?platform=W'),
    ]);
    expect(m.statusCode, m.body).toBe(200);
    expect(m.json()).toEqual(w.json());
    expect(m.json().value.player.length).toBeGreaterThan(0);
    expect((await get('/wps/relay/MCSFE_getListAnnouncements?platform=X')).statusCode).toBe(400);
  });
});
