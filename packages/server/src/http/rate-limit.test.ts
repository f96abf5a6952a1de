import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { RATE_TIERS } from './rate-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('answers 429 rate_limited once a client passes its auth-tier limit, per client IP', async () => {
    const hit = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { host: 'localhost' },
        payload: {},
        remoteAddress,
      });
    for (let i = 0; i < RATE_TIERS.auth; i++) expect((await hit('192.0.2.10')).statusCode).toBe(400);
    const limited = await hit('192.0.2.10');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'rate_limited' });
    expect((await hit('192.0.2.11')).statusCode).toBe(400);
  });
});
