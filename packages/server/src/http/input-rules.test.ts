import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEncrypted, captchaCookie, createMember, tokenFor } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The shared input rules of the contract (contract/src/inputs.ts) at the HTTP layer: input that once reached the
 * database and answered 500 is refused with 400 invalid_input before any handler runs.
 */
let t: TestApp;
let token: string;
let bengalToken: string;
let gameSession: string;

const NUL = 'a\u0000b';
const HIGH = 'x\uD800y';
const LOW = '\uDC00z';
const BEYOND_INT = 2147483648;

const send = (options: InjectOptions) => t.app.inject(options);
const withToken = (auth: string, host = 'localhost') => ({ host, authorization: `Bearer ${auth}` });

function expectRefused(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: 'invalid_input' });
}

beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t.app, 'aurora', { account: 'rules001' });
  token = await tokenFor(t.app, member);
  bengalToken = await tokenFor(t.app, await createMember(t.app, 'bengal', { account: 'rules002' }));
  const launched = await send({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: withToken(token),
    payload: { vassalage: 'BGS', gameCode: 'dice' },
  });
  gameSession = new URL(launched.json().value.url, 'http://localhost').searchParams.get('launch') ?? '';
});
afterAll(() => t.close());

describe('NUL bytes never reach the database', () => {
  it('login username', async () => {
    const res = await callEncrypted(
      t.app,
      'POST',
      '/wps/session/login',
      { username: NUL, password: 'secret123', captcha: 'ABCD' },
      { cookie: await captchaCookie(t.app) },
    );
    expectRefused(res);
  });

  it('feedback content', async () => {
    expectRefused(
      await send({ method: 'PUT', url: '/wps/feedback', headers: { host: 'localhost' }, payload: { content: NUL } }),
    );
  });

  it('affiliate code', async () => {
    expectRefused(await send({ url: '/wps/agent/affiliate?code=a%00b', headers: { host: 'localhost' } }));
  });

  it('e-mail of a forgotten password', async () => {
    expectRefused(
      await send({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=rules001&email=a%00b%40example.com',
      }),
    );
  });

  it('winner board category', async () => {
    expectRefused(
      await send({ url: '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=R%00NG', headers: { host: 'localhost' } }),
    );
  });

  it('game list name and vendor', async () => {
    expectRefused(await send({ url: '/wps/relay/GCSGAME_gameList?name=di%00ce', headers: withToken(token) }));
    expectRefused(await send({ url: '/wps/relay/GCSGAME_gameList?vassalage=BG%00S', headers: withToken(token) }));
  });

  it('client seed of a seed rotation', async () => {
    expectRefused(
      await send({
        method: 'POST',
        url: '/bgs/api/seed',
        headers: { host: 'localhost', 'x-game-session': gameSession },
        payload: { clientSeed: NUL },
      }),
    );
  });

  it('vendor code of a launch and of the seamless wallet', async () => {
    expectRefused(
      await send({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: withToken(token),
        payload: { vassalage: 'BG\u0000S', gameCode: 'dice' },
      }),
    );
    expectRefused(
      await send({
        method: 'POST',
        url: '/vendor/DS%0088/wallet/balance',
        headers: { host: 'localhost', 'content-type': 'application/json', 'x-timestamp': '0', 'x-signature': '0' },
        payload: '{"player":1}',
      }),
    );
  });

  it('keys of a free-form record', async () => {
    expectRefused(
      await send({
        method: 'POST',
        url: '/bgs/api/play',
        headers: { host: 'localhost', 'x-game-session': gameSession },
        payload: { amount: 1, params: { [NUL]: 1, target: 50, over: true } },
      }),
    );
  });
});

describe('lone surrogates never reach the database', () => {
  for (const field of ['payeeName', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'qqNum']) {
    it(`registration profile field ${field}`, async () => {
      for (const bad of [HIGH, LOW]) {
        const res = await callEncrypted(t.app, 'POST', '/wps/member/register', {
          username: `surr${field.slice(0, 4).toLowerCase()}${bad === HIGH ? 1 : 2}`,
          password: 'secret123',
          confirmPassword: 'secret123',
          [field]: bad,
        });
        expectRefused(res);
      }
    });
  }
});

describe('ids stay within PostgreSQL integer', () => {
  it('favourites', async () => {
    expectRefused(
      await send({
        method: 'POST',
        url: '/wps/relay/MCSFE_addFavoriteGameV2',
        headers: withToken(token),
        payload: { nodeId: BEYOND_INT, vendor: 'BGS', gameType: 'RNG' },
      }),
    );
    expectRefused(
      await send({
        method: 'DELETE',
        url: `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${BEYOND_INT}`,
        headers: withToken(token),
      }),
    );
  });

  it('launch', async () => {
    expectRefused(
      await send({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: withToken(token),
        payload: { vassalage: 'BGS', nodeId: BEYOND_INT },
      }),
    );
  });

  it('chat model', async () => {
    expectRefused(
      await send({
        method: 'POST',
        url: '/wps/relay/CBS_launchChat',
        headers: { host: 'localhost' },
        payload: { modelId: BEYOND_INT },
      }),
    );
  });

  it('nonce of an in-house verify', async () => {
    const query = new URLSearchParams({
      game: 'dice',
      serverSeed: 'a'.repeat(64),
      clientSeed: 'seed',
      nonce: String(BEYOND_INT),
      params: '{"target":50,"over":true}',
    });
    expectRefused(await send({ url: `/bgs/api/verify?${query}`, headers: { host: 'localhost' } }));
  });
});

describe('dates stay within a sane range', () => {
  for (const date of ['0000-01-01', '9999-12-31']) {
    it(`transaction details from or to ${date}`, async () => {
      for (const field of ['startDate', 'endDate']) {
        expectRefused(
          await send({ url: `/wps/relay/ODSFE2_MemTransDet?pageNo=1&${field}=${date}`, headers: withToken(token) }),
        );
      }
    });
  }

  it('still answers a day within the range', async () => {
    const res = await send({
      url: '/wps/relay/ODSFE2_MemTransDet?pageNo=1&startDate=2026-01-01&endDate=2026-12-31',
      headers: withToken(token),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('money stays within the ledger bounds', () => {
  it('a wallet transfer of 1e12', async () => {
    expectRefused(
      await send({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: withToken(bengalToken, 'bengal.localhost'),
        payload: { from: 'MAIN', to: 'BGS', amount: 1e12, idempotencyKey: 'rules-transfer-1' },
      }),
    );
  });
});

describe('deeply nested JSON', () => {
  // About 8,000 levels: parsed by JSON.parse, then too deep for a recursive walk of the body.
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('is refused with 400 on a route without a body schema', async () => {
    for (const payload of [deep(8000), deepObject(8000)]) {
      expectRefused(
        await send({
          method: 'POST',
          url: '/wps/member/messages/read-all',
          headers: { ...withToken(token), 'content-type': 'application/json' },
          payload,
        }),
      );
    }
  });

  it('is refused with 400 on a route with a body schema', async () => {
    for (const payload of [deep(8000), `{"content":${deepObject(8000)}}`]) {
      expectRefused(
        await send({
          method: 'PUT',
          url: '/wps/feedback',
          headers: { host: 'localhost', 'content-type': 'application/json' },
          payload,
        }),
      );
    }
  });

  it('still answers a body nested a few levels', async () => {
    const res = await send({
      method: 'POST',
      url: '/wps/member/messages/read-all',
      headers: { ...withToken(token), 'content-type': 'application/json' },
      payload: deepObject(20),
    });
    expect(res.statusCode).toBe(200);
  });
});
