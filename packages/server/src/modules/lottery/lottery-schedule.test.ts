import { describe, expect, it } from 'vitest';
import { type GameSchedule, planNumeros } from './lottery-schedule.js';

const at = (iso: string) => new Date(iso);
const times = (rows: ReturnType<typeof planNumeros>) =>
  rows.map((n) => ({
    numero: n.numero,
    open: n.openAt.toISOString(),
    close: n.closeAt.toISOString(),
    draw: n.drawAt.toISOString(),
  }));

const minuteGame: GameSchedule = {
  scheduleKind: 'interval',
  intervalMinutes: 1,
  drawTime: '00:00',
  weekDays: null,
  timeZone: 'UTC',
  closeSeconds: 10,
};

describe('numeros of a schedule', () => {
  it('a one-minute game: draws on every minute, opens at the previous close, closes its seconds before', () => {
    const rows = planNumeros(minuteGame, at('2026-11-23T09:30:20Z'), at('2026-11-23T09:33:00Z'));
    expect(times(rows)).toEqual([
      {
        numero: '20261123-0931',
        open: '2026-11-23T09:29:50.000Z',
        close: '2026-11-23T09:30:50.000Z',
        draw: '2026-11-23T09:31:00.000Z',
      },
      {
        numero: '20261123-0932',
        open: '2026-11-23T09:30:50.000Z',
        close: '2026-11-23T09:31:50.000Z',
        draw: '2026-11-23T09:32:00.000Z',
      },
      {
        numero: '20261123-0933',
        open: '2026-11-23T09:31:50.000Z',
        close: '2026-11-23T09:32:50.000Z',
        draw: '2026-11-23T09:33:00.000Z',
      },
    ]);
  });

  it('runs across local midnight in a zone without daylight saving: the numero takes the new local date', () => {
    const game = { ...minuteGame, intervalMinutes: 5, timeZone: 'Asia/Ho_Chi_Minh', closeSeconds: 30 };
    // 23:50 to 00:10 in Ho Chi Minh City (UTC+7) is 16:50 to 17:10 UTC.
    const rows = planNumeros(game, at('2026-11-23T16:50:00Z'), at('2026-11-23T17:10:00Z'));
    expect(rows.map((n) => n.numero)).toEqual(['20261123-2355', '20261124-0000', '20261124-0005', '20261124-0010']);
    expect(rows[1]?.drawAt.toISOString()).toBe('2026-11-23T17:00:00.000Z');
    // The first numero of the day opens when the last of the day before closes.
    expect(rows[1]?.openAt.toISOString()).toBe('2026-11-23T16:54:30.000Z');
  });

  it('an interval that does not divide the day starts again at its first draw time each day', () => {
    const game = { ...minuteGame, intervalMinutes: 7, drawTime: '00:03', timeZone: 'Asia/Dhaka' };
    const rows = planNumeros(game, at('2026-11-23T17:50:00Z'), at('2026-11-23T18:12:00Z'));
    // Dhaka is UTC+6: 23:50 to 00:12 local. The day's draws are 00:03, 00:10, ... 23:51, 23:58;
    // the next day's first comes 5 minutes after the last, not 7.
    expect(rows.map((n) => n.numero)).toEqual(['20261123-2351', '20261123-2358', '20261124-0003', '20261124-0010']);
  });

  it('a daily game at 18:15 in Ho Chi Minh City, a week ahead, named by its local date', () => {
    const game: GameSchedule = {
      scheduleKind: 'daily',
      intervalMinutes: null,
      drawTime: '18:15',
      weekDays: null,
      timeZone: 'Asia/Ho_Chi_Minh',
      closeSeconds: 900,
    };
    const rows = planNumeros(game, at('2026-11-23T12:00:00Z'), at('2026-11-30T12:00:00Z'));
    expect(rows).toHaveLength(7);
    expect(times(rows)[0]).toEqual({
      numero: '20261124',
      open: '2026-11-23T11:00:00.000Z',
      close: '2026-11-24T11:00:00.000Z',
      draw: '2026-11-24T11:15:00.000Z',
    });
    expect(rows.at(-1)?.numero).toBe('20261130');
  });

  it('a weekly game draws on its days only, and opens when the draw before it closed', () => {
    const game: GameSchedule = {
      scheduleKind: 'weekly',
      intervalMinutes: null,
      drawTime: '21:30',
      weekDays: [2, 4, 6],
      timeZone: 'Asia/Hong_Kong',
      closeSeconds: 1800,
    };
    // Monday 2026-11-23 to Monday 2026-11-30: Tuesday 24, Thursday 26, Saturday 28.
    const rows = planNumeros(game, at('2026-11-23T00:00:00Z'), at('2026-11-30T00:00:00Z'));
    expect(rows.map((n) => n.numero)).toEqual(['20261124', '20261126', '20261128']);
    // Tuesday's numero opens at Saturday 21st's close, 21:00 Hong Kong (UTC+8).
    expect(rows[0]?.openAt.toISOString()).toBe('2026-11-21T13:00:00.000Z');
    expect(rows[0]?.drawAt.toISOString()).toBe('2026-11-24T13:30:00.000Z');
  });

  it('a fixed-offset zone and UTC give the same grid, shifted', () => {
    const utc = planNumeros(
      { ...minuteGame, intervalMinutes: 15 },
      at('2026-06-01T00:00:00Z'),
      at('2026-06-01T01:00:00Z'),
    );
    const kathmandu = planNumeros(
      { ...minuteGame, intervalMinutes: 15, timeZone: 'Asia/Kathmandu' },
      at('2026-06-01T00:00:00Z'),
      at('2026-06-01T01:00:00Z'),
    );
    // Kathmandu is UTC+05:45: its quarter hours fall on the UTC quarter hours too.
    expect(kathmandu.map((n) => n.drawAt.getTime())).toEqual(utc.map((n) => n.drawAt.getTime()));
    expect(kathmandu[0]?.numero).toBe('20260601-0600');
  });

  it('on a daylight-saving day a missing wall time is drawn an hour later, and never twice', () => {
    const game: GameSchedule = { ...minuteGame, scheduleKind: 'daily', drawTime: '01:30', timeZone: 'Europe/London' };
    // 2026-03-29: London clocks go from 01:00 GMT to 02:00 BST; 01:30 does not exist and is drawn at 02:30 BST.
    const rows = planNumeros(game, at('2026-03-28T12:00:00Z'), at('2026-03-30T12:00:00Z'));
    expect(times(rows).map((r) => [r.numero, r.draw])).toEqual([
      ['20260329', '2026-03-29T01:30:00.000Z'],
      ['20260330', '2026-03-30T00:30:00.000Z'],
    ]);
  });
});
