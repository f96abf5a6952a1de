import { describe, expect, it } from 'vitest';
import { scheduleForm, scheduleRequest } from './lottery-schedule-form';

const daily = scheduleForm({
  scheduleKind: 'daily',
  intervalMinutes: null,
  drawTime: '21:15',
  weekDays: null,
  timeZone: 'Asia/Shanghai',
  resultDeadlineMinutes: 360,
});

describe('schedule form', () => {
  it("makes each kind's request with only its own fields", () => {
    expect(scheduleRequest(daily)).toEqual({
      scheduleKind: 'daily',
      intervalMinutes: null,
      drawTime: '21:15',
      weekDays: null,
      timeZone: 'Asia/Shanghai',
      resultDeadlineMinutes: 360,
    });
    expect(scheduleRequest({ ...daily, scheduleKind: 'interval', intervalMinutes: ' 2 ' })).toMatchObject({
      intervalMinutes: 2,
      weekDays: null,
    });
    expect(scheduleRequest({ ...daily, scheduleKind: 'weekly', weekDays: [6, 2, 4] })).toMatchObject({
      intervalMinutes: null,
      weekDays: [2, 4, 6],
    });
  });

  it('names the first field that is not valid', () => {
    const interval = { ...daily, scheduleKind: 'interval' as const };
    for (const minutes of ['0', '1441', '1.5', '']) {
      expect(scheduleRequest({ ...interval, intervalMinutes: minutes })).toEqual({ invalid: 'intervalMinutes' });
    }
    expect(scheduleRequest({ ...daily, drawTime: '24:00' })).toEqual({ invalid: 'drawTime' });
    expect(scheduleRequest({ ...daily, scheduleKind: 'weekly', weekDays: [] })).toEqual({ invalid: 'weekDays' });
    expect(scheduleRequest({ ...daily, timeZone: ' ' })).toEqual({ invalid: 'timeZone' });
    expect(scheduleRequest({ ...daily, resultDeadlineMinutes: '0' })).toEqual({ invalid: 'resultDeadlineMinutes' });
  });
});
