import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { runAdminCommand, UsageError } from './admin-commands.js';

let t: TestApp;
const run = (...argv: string[]) =>
  runAdminCommand(
    {
      brands: t.app.deps.brands,
      db: t.app.deps.database.db,
      now: () => t.clock.now(),
    },
    argv,
  );

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operator commands', () => {
  it('lists both seeded brands', async () => {
    const brands = (await run('brands')) as { code: string }[];
    expect(brands.map((b) => b.code)).toEqual(['aurora', 'bengal']);
  });

  it('sets a maintenance window from --from and --until', async () => {
    const out = await run(
      'maintenance',
      'set',
      'bengal',
      '--from',
      '2026-06-01T11:00:00Z',
      '--until',
      '2026-06-01T13:00:00Z',
    );
    expect(out).toMatchObject({
      code: 'bengal',
      maintenance: true,
      maintenanceFrom: '2026-06-01T11:00:00.000Z',
      maintenanceUntil: '2026-06-01T13:00:00.000Z',
    });
    expect(await run('maintenance', 'clear', 'bengal')).toMatchObject({ maintenance: false, maintenanceFrom: null });
  });

  it('refuses bad input with a usage error and changes nothing', async () => {
    await expect(run('maintenance', 'set', 'nope')).rejects.toThrow('no brand with code nope');
    await expect(run('maintenance', 'set', 'aurora', '--until', 'tomorrow')).rejects.toThrow(UsageError);
    await expect(run('maintenance', 'set', 'aurora', '--minutes=-5')).rejects.toThrow(UsageError);
    await expect(
      run('maintenance', 'set', 'aurora', '--from', '2026-06-01T13:00:00Z', '--until', '2026-06-01T12:00:00Z'),
    ).rejects.toThrow('the end must be after the start');
    await expect(run('region', 'set', 'aurora', '--ips', '10.0.0.1,999.1.1.1')).rejects.toThrow('999.1.1.1');
    await expect(run('region', 'set', 'aurora', '--countries', 'USA')).rejects.toThrow('USA');
    await expect(run('frobnicate')).rejects.toThrow(UsageError);
    await expect(run('brands', '--bogus')).rejects.toThrow();
    expect(await run('brand', 'aurora')).toMatchObject({ maintenance: false, blockedIps: [], blockedCountries: [] });
  });

  it('opens accounts, offers social sign-in and reads the outbox', async () => {
    expect(
      await run('member', 'create', 'aurora', 'ops00001', '--password', 'ops123456', '--must-change'),
    ).toMatchObject({
      account: 'ops00001',
      type: 0,
      mustChangePassword: true,
    });
    await expect(run('member', 'create', 'aurora', 'ops00001', '--password', 'ops123456')).rejects.toThrow('exists');
    await expect(run('member', 'create', 'aurora', 'ops00002', '--password', 'x')).rejects.toThrow(UsageError);
    expect(await run('social', 'set', 'bengal', '--google-client-id', 'gid')).toEqual({
      code: 'bengal',
      google: 'gid',
      facebook: null,
    });
    expect((await t.app.deps.brands.byCode('bengal'))?.social).toEqual({ google: { clientId: 'gid' } });
    await t.app.deps.mail.send({ brandId: 1, to: 'x@example.com', subject: 'Hi', text: 'Hello there' });
    expect(await run('outbox', '--channel', 'email')).toEqual([
      { at: expect.any(String), channel: 'email', to: 'x@example.com', subject: 'Hi', text: 'Hello there' },
    ]);
    await expect(run('outbox', '--channel', 'fax')).rejects.toThrow(UsageError);
  });

  it('replaces and clears the region block lists', async () => {
    expect(
      await run('region', 'set', 'aurora', '--ips', '10.0.0.0/8, 192.0.2.1', '--countries', 'us,GB'),
    ).toMatchObject({
      blockedIps: ['10.0.0.0/8', '192.0.2.1'],
      blockedCountries: ['US', 'GB'],
    });
    expect(await run('region', 'clear', 'aurora')).toMatchObject({ blockedIps: [], blockedCountries: [] });
  });
});
