import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { CallOutput } from '../../lib/api-client';
import { timeZones } from '../../lib/time-zones';
import { type LotteryGame, scheduleText } from './lottery-games-page';
import { type ScheduleForm, type ScheduleKind, scheduleForm, scheduleRequest } from './lottery-schedule-form';
import { useFeedKey, useFeedSet, useScheduleSet } from './use-lottery';

const KINDS: ScheduleKind[] = ['interval', 'daily', 'weekly'];
const FEEDS = ['offline', 'manual', 'http'] as const;
type Feed = (typeof FEEDS)[number];

/**
 * A game's schedule (issue 14 "Console": "games (... schedule ...)"): read-only without lottery.manage, else an
 * editor. A change replaces only the upcoming draws nothing refers to; the answer says which draws keep their times.
 */
export function SchedulePanel({ game, mayManage }: { game: LotteryGame; mayManage: boolean }) {
  const { t } = useTranslation();
  const change = useScheduleSet();
  const [form, setForm] = useState<ScheduleForm>(() => scheduleForm(game));
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<CallOutput<'lotteryDeskScheduleSet'> | null>(null);
  const request = scheduleRequest(form);
  const invalid = 'invalid' in request ? request.invalid : null;
  const set = (patch: Partial<ScheduleForm>) => {
    setForm({ ...form, ...patch });
    setAnswer(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) setAsking(true);
  };
  const confirm = () => {
    if ('invalid' in request) return;
    change.mutate(
      { brand: game.brand, game: game.gameCode, ...request },
      {
        onSuccess: (value) => {
          setForm(scheduleForm(value.game));
          setAnswer(value);
          setAsking(false);
        },
      },
    );
  };
  const offGrid = answer?.kept.filter((k) => !k.onGrid) ?? [];
  return (
    <section className="panel" aria-labelledby="schedule-title">
      <h2 className="panel__title" id="schedule-title">
        {t('lottery_schedule')}
      </h2>
      <p>{scheduleText(t, game)}</p>
      {!mayManage ? (
        <p className="muted">{t('lottery_schedule_manage_only')}</p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <div className="form-row">
            <label className="field field--inline">
              <span className="field__label">{t('lottery_schedule_kind')}</span>
              <select
                className="input"
                value={form.scheduleKind}
                onChange={(e) => set({ scheduleKind: e.target.value as ScheduleKind })}
              >
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`lottery_schedule_kind_${kind}`)}
                  </option>
                ))}
              </select>
            </label>
            {form.scheduleKind === 'interval' && (
              <label className="field field--inline">
                <span className="field__label">{t('lottery_interval_minutes')}</span>
                <input
                  className="input"
                  type="number"
                  min={1}
                  max={1440}
                  value={form.intervalMinutes}
                  aria-invalid={invalid === 'intervalMinutes'}
                  onChange={(e) => set({ intervalMinutes: e.target.value })}
                />
              </label>
            )}
            <label className="field field--inline">
              <span className="field__label">
                {t(form.scheduleKind === 'interval' ? 'lottery_first_draw_time' : 'lottery_draw_time')}
              </span>
              <input
                className="input"
                type="time"
                value={form.drawTime}
                aria-invalid={invalid === 'drawTime'}
                onChange={(e) => set({ drawTime: e.target.value })}
              />
            </label>
            <label className="field field--inline">
              <span className="field__label">{t('time_zone')}</span>
              <select className="input" value={form.timeZone} onChange={(e) => set({ timeZone: e.target.value })}>
                {timeZones(game.timeZone).map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            </label>
            {game.source === 'official' && (
              <label className="field field--inline">
                <span className="field__label">{t('lottery_result_deadline_minutes')}</span>
                <input
                  className="input"
                  type="number"
                  min={1}
                  value={form.resultDeadlineMinutes}
                  aria-invalid={invalid === 'resultDeadlineMinutes'}
                  onChange={(e) => set({ resultDeadlineMinutes: e.target.value })}
                />
              </label>
            )}
          </div>
          {form.scheduleKind === 'weekly' && (
            <fieldset className="fieldset">
              <legend className="field__label">{t('lottery_week_days')}</legend>
              <div className="check-grid check-grid--narrow">
                {[1, 2, 3, 4, 5, 6, 0].map((day) => (
                  <label key={day} className="checkbox">
                    <input
                      type="checkbox"
                      checked={form.weekDays.includes(day)}
                      onChange={(e) =>
                        set({
                          weekDays: e.target.checked ? [...form.weekDays, day] : form.weekDays.filter((d) => d !== day),
                        })
                      }
                    />
                    <span>{t(`lottery_weekday_${day}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {invalid && <p className="notice">{t(`lottery_schedule_invalid_${invalid}`)}</p>}
          <p className="muted">{t('lottery_schedule_rule')}</p>
          <div className="form-row">
            <button type="submit" className="button button--primary" disabled={invalid !== null || change.isPending}>
              {t('lottery_schedule_save')}
            </button>
          </div>
          {answer && (
            <div className="notice" role="status">
              <p>{t('lottery_schedule_saved', { removed: answer.removed, created: answer.created })}</p>
              {offGrid.map((k) => (
                <p key={k.numero}>
                  {t('lottery_schedule_kept_times', {
                    numero: k.numero,
                    state: t(`lottery_state_${k.state}`),
                    time: new Date(k.drawAt).toLocaleString(),
                  })}
                </p>
              ))}
              {answer.clashes.length > 0 && (
                <p>{t('lottery_schedule_clashes', { numeros: answer.clashes.join(', ') })}</p>
              )}
            </div>
          )}
        </form>
      )}
      <ConfirmDialog
        open={asking}
        title={t('lottery_schedule_confirm_title')}
        message={t('lottery_schedule_confirm')}
        confirmLabel={t('lottery_schedule_save')}
        pending={change.isPending}
        error={change.error}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}

/**
 * An official game's results feed (issue 14 "Official results come through a results adapter"): offline, manual
 * (two operators enter each result on the draws page) or http (a signed push; its key is shown once, here).
 */
export function FeedPanel({ game, mayManage }: { game: LotteryGame; mayManage: boolean }) {
  const { t } = useTranslation();
  const setFeed = useFeedSet();
  const newKey = useFeedKey();
  const current = (game.resultsFeed ?? 'offline') as Feed;
  const [feed, setFeedValue] = useState<Feed>(current);
  const [asking, setAsking] = useState<'feed' | 'key' | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const pending = setFeed.isPending || newKey.isPending;
  const done = (value: { game: LotteryGame; feedKey: string | null }) => {
    setAsking(null);
    setFeedValue((value.game.resultsFeed ?? 'offline') as Feed);
    if (value.feedKey) setKey(value.feedKey);
  };
  const confirm = () => {
    const input = { brand: game.brand, game: game.gameCode };
    if (asking === 'key') newKey.mutate(input, { onSuccess: done });
    else setFeed.mutate({ ...input, feed }, { onSuccess: done });
  };
  return (
    <section className="panel" aria-labelledby="feed-title">
      <h2 className="panel__title" id="feed-title">
        {t('lottery_results_feed')}
      </h2>
      <p>{t(`lottery_feed_${current}`)}</p>
      <p className="muted">{t(`lottery_feed_${current}_help`)}</p>
      {mayManage && (
        <form
          className="form-row"
          onSubmit={(e) => {
            e.preventDefault();
            if (feed !== current) setAsking('feed');
          }}
        >
          <label className="field field--inline">
            <span className="field__label">{t('lottery_results_feed')}</span>
            <select className="input" value={feed} onChange={(e) => setFeedValue(e.target.value as Feed)}>
              {FEEDS.map((f) => (
                <option key={f} value={f}>
                  {t(`lottery_feed_${f}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button" disabled={feed === current || pending}>
            {t('save')}
          </button>
          {current === 'http' && (
            <button type="button" className="button" disabled={pending} onClick={() => setAsking('key')}>
              {t('lottery_feed_new_key')}
            </button>
          )}
        </form>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'key' ? 'lottery_feed_new_key' : 'lottery_feed_confirm_title')}
        message={t(asking === 'key' ? 'lottery_feed_new_key_confirm' : `lottery_feed_${feed}_help`)}
        confirmLabel={t(asking === 'key' ? 'lottery_feed_new_key' : 'save')}
        danger={asking === 'key'}
        pending={pending}
        error={asking === 'key' ? newKey.error : setFeed.error}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={key !== null}
        title={t('lottery_feed_key_title')}
        message={t('lottery_feed_key_once')}
        confirmLabel={t('lottery_feed_key_done')}
        onConfirm={() => setKey(null)}
        onCancel={() => setKey(null)}
      >
        <p>
          <code className="mono" data-testid="feed-key">
            {key}
          </code>
        </p>
      </ConfirmDialog>
    </section>
  );
}
