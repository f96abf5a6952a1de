import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { runAdminCommand, UsageError } from './admin-commands.js';

let t: TestApp;
const run = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);

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
    // Through the brands desk's service: validated by the contract and audited as the command line's user.
    const audit = await t.app.deps.database.db.execute(
      sql`select actor, after from audit_log where action = 'brandSettings' and target_id = 'bengal' order by id desc limit 1`,
    );
    expect((audit as unknown as { rows: { actor: string; after: unknown }[] }).rows[0]).toEqual({
      actor: expect.stringMatching(/^cli:/),
      after: { social: { google: { clientId: 'gid' } } },
    });
    await expect(run('social', 'set', 'bengal', '--google-client-id', '<script>')).rejects.toThrow();
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

  describe('resources and customer service (spec 2 footer, side menu and floating widget)', () => {
    const info = async (host = 'localhost') =>
      (await t.app.inject({ url: '/wps/system/status', headers: { host } })).json().value.info as {
        resources: { resourceType: string; labelNameEn: string; url: string }[];
        customerService: { title: string; type: string; url: string }[];
      };

    it('adds, replaces and removes a resource, and the status call shows it at once', async () => {
      expect((await info('bengal.localhost')).resources.map((r) => r.resourceType)).not.toContain('YOUTUBE');
      await info('bengal.localhost'); // the brand is now cached: the command must clear it
      const added = (await run('resource', 'set', 'bengal', 'youtube', '--url', 'https://www.youtube.com/@bengal')) as {
        resourceType: string;
      }[];
      expect(added.at(-1)).toEqual({
        resourceType: 'YOUTUBE',
        labelNameEn: 'YouTube',
        url: 'https://www.youtube.com/@bengal',
      });
      expect((await info('bengal.localhost')).resources).toContainEqual({
        resourceType: 'YOUTUBE',
        labelNameEn: 'YouTube',
        url: 'https://www.youtube.com/@bengal',
      });

      // Replacing keeps the entry's place and, without --label, its label.
      const before = (await info('bengal.localhost')).resources.map((r) => r.resourceType);
      await run('resource', 'set', 'bengal', 'TELEGRAM', '--url', 'tg://resolve?domain=bengalstar');
      const after = (await info('bengal.localhost')).resources;
      expect(after.map((r) => r.resourceType)).toEqual(before);
      expect(after.find((r) => r.resourceType === 'TELEGRAM')).toEqual({
        resourceType: 'TELEGRAM',
        labelNameEn: 'Telegram',
        url: 'tg://resolve?domain=bengalstar',
      });
      await run('resource', 'set', 'bengal', 'APP_IOS', '--url', 'https://apps.apple.com/app/id2', '--label', 'iPhone');
      expect((await run('resource', 'list', 'bengal')) as unknown[]).toContainEqual({
        resourceType: 'APP_IOS',
        labelNameEn: 'iPhone',
        url: 'https://apps.apple.com/app/id2',
      });

      await run('resource', 'remove', 'bengal', 'YOUTUBE');
      expect((await info('bengal.localhost')).resources.map((r) => r.resourceType)).not.toContain('YOUTUBE');
      await expect(run('resource', 'remove', 'bengal', 'YOUTUBE')).rejects.toThrow('no YOUTUBE resource to remove');
      // The other brand is untouched.
      expect((await info()).resources.find((r) => r.resourceType === 'TELEGRAM')?.url).toBe('https://t.me/auroraplay');
    });

    it('refuses a link the site must not open, with a clear message, and changes nothing', async () => {
      const before = await info();
      for (const url of [
        'javascript:alert(1)',
        'data:text/html,<b>x</b>',
        'ftp://example.com/a',
        'not a url',
        'https://',
      ]) {
        await expect(run('resource', 'set', 'aurora', 'FACEBOOK', '--url', url)).rejects.toThrow(
          `--url is an http(s), tg: or mailto: address, not ${url}`,
        );
        await expect(
          run('service', 'add', 'aurora', '--title', 'Chat', '--type', 'LIVECHAT', '--url', url),
        ).rejects.toThrow('--url is an http(s), tg: or mailto: address');
      }
      await expect(run('resource', 'set', 'aurora', 'FACEBOOK')).rejects.toThrow('--url is required');
      await expect(run('resource', 'set', 'aurora', 'face book', '--url', 'https://x.example')).rejects.toThrow(
        'the resource type is a type such as FACEBOOK',
      );
      await expect(run('resource', 'set', 'nope', 'FACEBOOK', '--url', 'https://x.example')).rejects.toThrow(
        'no brand with code nope',
      );
      expect(await info()).toEqual(before);
    });

    it('adds and removes customer-service entries by the index service list shows', async () => {
      expect(await run('service', 'list', 'aurora')).toEqual([
        { index: 1, title: 'Telegram support', type: 'TELEGRAM', url: 'https://t.me/auroraplay_support' },
        { index: 2, title: 'E-mail support', type: 'EMAIL', url: 'mailto:support@aurora-play.example' },
      ]);
      await info(); // cached
      expect(
        await run(
          'service',
          'add',
          'aurora',
          '--title',
          'WhatsApp',
          '--type',
          'whatsapp',
          '--url',
          'https://wa.me/1555',
        ),
      ).toContainEqual({ index: 3, title: 'WhatsApp', type: 'WHATSAPP', url: 'https://wa.me/1555' });
      expect((await info()).customerService).toContainEqual({
        title: 'WhatsApp',
        type: 'WHATSAPP',
        url: 'https://wa.me/1555',
      });

      expect(await run('service', 'remove', 'aurora', '1')).toEqual([
        { index: 1, title: 'E-mail support', type: 'EMAIL', url: 'mailto:support@aurora-play.example' },
        { index: 2, title: 'WhatsApp', type: 'WHATSAPP', url: 'https://wa.me/1555' },
      ]);
      expect((await info()).customerService.map((s) => s.title)).toEqual(['E-mail support', 'WhatsApp']);
      await expect(run('service', 'remove', 'aurora', '3')).rejects.toThrow('service list (1 to 2), not 3');
      await expect(run('service', 'remove', 'aurora', '0')).rejects.toThrow(UsageError);
      await expect(run('service', 'add', 'aurora', '--title', 'x', '--url', 'https://x.example')).rejects.toThrow(
        '--type is a type such as',
      );
      await expect(run('service', 'add', 'aurora', '--type', 'X', '--url', 'https://x.example')).rejects.toThrow(
        '--title, --type and --url are required',
      );
      expect((await info()).customerService).toHaveLength(2);
    });
  });
});
