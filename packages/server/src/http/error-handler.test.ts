import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { toEnvelope } from './error-handler.js';

/** Drizzle wraps the driver's error; its own message holds the query and its parameters. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: insert into "x" values ($1) params: secret'), { cause });

describe('error envelope', () => {
  it('answers 503 service_busy when the database dropped or refused the connection, and shows no internals', () => {
    const cases: unknown[] = [
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      wrapped(new Error('Connection terminated unexpectedly')),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      wrapped(Object.assign(new Error('sorry, too many clients already'), { code: '53300' })),
      wrapped(Object.assign(new Error('could not serialize access'), { code: '40001' })),
      wrapped(Object.assign(new Error('deadlock detected'), { code: '40P01' })),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const error of cases) {
      const { status, body } = toEnvelope(error);
      expect({ status, body }).toEqual({
        status: 503,
        body: { success: false, code: 'service_busy', message: 'The service is busy, please try again' },
      });
    }
  });

  it('keeps any other failure a 500 unknown_error without its message', () => {
    const { status, body } = toEnvelope(wrapped(Object.assign(new Error('syntax error'), { code: '42601' })));
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, code: 'unknown_error', message: 'Unknown error' });
  });
});

describe("the router's own refusals", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a broken URL escape and an over-long path segment in the envelope, as invalid_input', async () => {
    for (const url of ['/wps/cashier/callback/%ED%A0%80', `/wps/cashier/callback/${'a'.repeat(5000)}`]) {
      const res = await t.app.inject({ method: 'POST', url, headers: { host: 'localhost' }, payload: {} });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'invalid_input', message: 'Input is not valid' });
    }
  });
});
