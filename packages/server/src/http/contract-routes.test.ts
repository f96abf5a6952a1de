import type { RouteDef } from '@wl/contract/route-def';
import { ROUTES, type RouteName } from '@wl/contract/routes';
import { WHITELABEL_FLAGS } from '@wl/contract/whitelabel';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import type { Handlers } from '../lib/route-handler.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { registerContractRoutes } from './contract-routes.js';

type Route = RouteDef & { name: RouteName };
const testRoute = (name: RouteName, path: string, response: z.ZodType): Route => ({
  ...(ROUTES[name] as RouteDef),
  name,
  path,
  response,
});
const noDeps = {} as AppDeps;

describe('a route with a handler says what it answers', () => {
  it('the server refuses to start when a served route answers z.unknown() or z.any()', () => {
    const handlers: Handlers = { whitelabel: async () => null as never };
    for (const open of [
      z.unknown(),
      z.any(),
      z.unknown().optional(),
      z.array(z.unknown()),
      z.object({ ok: z.boolean(), data: z.unknown() }),
      z.union([z.string(), z.any()]),
    ]) {
      expect(() =>
        registerContractRoutes(Fastify(), noDeps, handlers, [testRoute('whitelabel', '/t/open', open)]),
      ).toThrow(/whitelabel .*open/);
    }
  });

  it('a closed answer starts, free-form fields below the top level included; a route without a handler may stay open', () => {
    const closed = z.object({ round: z.object({ outcome: z.record(z.string(), z.unknown()) }) });
    expect(() =>
      registerContractRoutes(Fastify(), noDeps, { whitelabel: async () => null as never }, [
        testRoute('whitelabel', '/t/closed', closed),
      ]),
    ).not.toThrow();
    expect(() =>
      registerContractRoutes(Fastify(), noDeps, {}, [testRoute('whitelabel', '/t/unserved', z.unknown())]),
    ).not.toThrow();
  });
});

describe('answers are written from the schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Answers unchecked, as in production: what leaves is what the compiled serializer writes.
    t = await createTestApp({ checkResponses: false }, undefined, (app) => {
      const leaky: Handlers = {
        async memberIcon() {
          return { iconUrl: '/a.png', passwordHash: '$argon2id$secret', nested: { token: 'x' } } as never;
        },
        async whitelabel() {
          return {
            whitelabelVal: { ...Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, true])), internalFlag: 'secret' },
            defaultLanguage: 'EN',
            languages: ['EN'],
            promotions: [{ type: 'A', enabled: true, budget: 'secret' }],
            operatorNote: 'secret',
          } as never;
        },
      };
      registerContractRoutes(app, app.deps, leaky, [
        { ...testRoute('memberIcon', '/t/icon', ROUTES.memberIcon.response), auth: 'public' },
        testRoute('whitelabel', '/t/whitelabel', ROUTES.whitelabel.response),
      ]);
    });
  });
  afterAll(() => t.close());

  it('never writes a field the schema does not name, at any depth', async () => {
    const icon = await t.app.inject({ url: '/t/icon', headers: { host: 'localhost' } });
    expect(icon.statusCode).toBe(200);
    expect(icon.json()).toEqual({ success: true, value: { iconUrl: '/a.png' } });
    const menu = await t.app.inject({ url: '/t/whitelabel', headers: { host: 'localhost' } });
    expect(menu.body).not.toContain('secret');
    expect(menu.json().value).toMatchObject({ languages: ['EN'], promotions: [{ type: 'A', enabled: true }] });
  });
});
