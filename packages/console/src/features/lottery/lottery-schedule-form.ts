/**
 * The schedule editor's form (issue 14 "Console": "games (... schedule ...)"): what the fields hold, and the request
 * they make, or the first field that is not valid (the server checks again).
 */
export type ScheduleKind = 'interval' | 'daily' | 'weekly';

export interface ScheduleForm {
  scheduleKind: ScheduleKind;
  intervalMinutes: string;
  drawTime: string;
  weekDays: number[];
  timeZone: string;
  resultDeadlineMinutes: string;
}

export interface ScheduleRequest {
  scheduleKind: ScheduleKind;
  intervalMinutes: number | null;
  drawTime: string;
  weekDays: number[] | null;
  timeZone: string;
  resultDeadlineMinutes: number;
}

const whole = (text: string, min: number, max: number): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
};

/** The request of a form, or the name of the first field that is not valid. */
export function scheduleRequest(form: ScheduleForm): ScheduleRequest | { invalid: keyof ScheduleForm } {
  const interval = form.scheduleKind === 'interval' ? whole(form.intervalMinutes, 1, 1440) : null;
  if (form.scheduleKind === 'interval' && interval === null) return { invalid: 'intervalMinutes' };
  if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(form.drawTime)) return { invalid: 'drawTime' };
  if (form.scheduleKind === 'weekly' && form.weekDays.length === 0) return { invalid: 'weekDays' };
  if (form.timeZone.trim() === '') return { invalid: 'timeZone' };
  const deadline = whole(form.resultDeadlineMinutes, 1, 43_200);
  if (deadline === null) return { invalid: 'resultDeadlineMinutes' };
  return {
    scheduleKind: form.scheduleKind,
    intervalMinutes: interval,
    drawTime: form.drawTime,
    weekDays: form.scheduleKind === 'weekly' ? [...form.weekDays].sort((a, b) => a - b) : null,
    timeZone: form.timeZone.trim(),
    resultDeadlineMinutes: deadline,
  };
}

/** The form of a game's stored schedule. */
export function scheduleForm(game: {
  scheduleKind: ScheduleKind;
  intervalMinutes: number | null;
  drawTime: string;
  weekDays: number[] | null;
  timeZone: string;
  resultDeadlineMinutes: number;
}): ScheduleForm {
  return {
    scheduleKind: game.scheduleKind,
    intervalMinutes: String(game.intervalMinutes ?? 5),
    drawTime: game.drawTime,
    weekDays: game.weekDays ?? [],
    timeZone: game.timeZone,
    resultDeadlineMinutes: String(game.resultDeadlineMinutes),
  };
}
