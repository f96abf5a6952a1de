import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { captchas } from '../../db/schema.js';
import { fixedClock } from '../../lib/clock.js';
import { callEncrypted } from '../../test/accounts.js';
import { createPostgresDatabase } from '../../test/test-database.js';

/**
 * Registrations racing for one name: the losers used to answer 500 and the failed INSERT was logged with its
 * parameters, the argon2id hash among them. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let app: FastifyInstance;
let logs = '';
let dropDatabase = async () => {};
const PARALLEL = 10;
const SECRET_PARAM = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaA';

beforeAll(async () => {
  let databaseUrl: string | null = null;
  if (process.env.DATABASE_URL) {
    const fresh = await createPostgresDatabase(process.env.DATABASE_URL);
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs += chunk.toString();
      done();
    },
  });
  const base = loadConfig({ DATA_DIR: '/nonexistent-test-data', WEB_DIST: '/nonexistent-web-dist' });
  app = await buildApp(
    { ...base, databaseUrl, pgliteDir: 'memory://', adminSocket: false, logLevel: 'info' },
    { clock: fixedClock(new Date('2026-06-01T12:00:00Z')), logStream },
  );
  // A query that fails on a value, as an unforeseen bug would: its parameters must not reach the log either.
  app.get('/test/failing-query', async () => {
    await app.deps.database.db
      .insert(captchas)
      .values({ id: 'failing-query', answerHash: SECRET_PARAM, expiresAt: null as unknown as Date });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await dropDatabase();
});

const register = (payload: Record<string, unknown>) =>
  callEncrypted(app, 'POST', '/wps/member/register', { login: false, registerMethod: 'WEB', ...payload });

describe('registrations racing for one name', () => {
  it('answers one 200 and 409 account_taken for the rest, and logs no query parameters', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        register({ username: 'racer001', password: `racer${1000 + i}`, confirmPassword: `racer${1000 + i}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json()).toEqual({
        success: false,
        code: 'account_taken',
        message: 'This account name is already taken',
      });
    }
    expect(logs).toContain('account_taken');
    expect(logs).not.toContain('$argon2id');
    expect(logs).not.toContain('params:');
    for (let i = 0; i < PARALLEL; i++) expect(logs).not.toContain(`racer${1000 + i}`);
  });

  it('answers 409 mobile_taken to the losers of a race for one mobile number', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        register({
          username: `mobrace${i}`,
          password: 'mobile1234',
          confirmPassword: 'mobile1234',
          countryDialingCode: '+880',
          mobileNum: '1788888888',
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((r) => r.json().code))).toEqual(
      new Set(['mobile_taken']),
    );
    expect(logs).not.toContain('$argon2id');
  });
});

describe('failed queries in the log', () => {
  it('leave out the parameters and the row the query tried to write', async () => {
    const res = await app.inject({ url: '/test/failing-query', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'unknown_error', message: expect.any(String) });
    expect(logs).toContain('request failed');
    expect(logs).toContain('insert into \\"captchas\\"');
    expect(logs).not.toContain('c2VjcmV0aGFzaA');
    expect(logs).not.toContain('params:');
  });
});
