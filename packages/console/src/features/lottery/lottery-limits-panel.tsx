import { LOTTERY_LIMIT_NAMES, type LotteryLimitName } from '@wl/contract/operator-routes/lottery-settings';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import type { CallOutput } from '../../lib/api-client';
import { limitText, parseLimit } from './lottery-settings-form';
import { useLimitSet, useLotteryLimits } from './use-lottery';

type LimitRow = CallOutput<'lotteryDeskLimits'>['rows'][number];
type Fields = Record<LotteryLimitName, string>;

const textsOf = (row: LimitRow | null): Fields =>
  Object.fromEntries(LOTTERY_LIMIT_NAMES.map((name) => [name, limitText(row?.set[name] ?? null)])) as Fields;

/** One row of the limits table: its own values in inputs, the effective value it inherits as the placeholder. */
function LimitRowForm(props: {
  brand: string;
  game: string;
  row: LimitRow | null;
  playCode: string;
  effective: LimitRow['effective'];
  mayManage: boolean;
  onRemoved?: () => void;
}) {
  const { t } = useTranslation();
  const save = useLimitSet();
  const [fields, setFields] = useState<Fields>(() => textsOf(props.row));
  const [invalid, setInvalid] = useState<LotteryLimitName | null>(null);
  const label = props.playCode === '*' ? t('lottery_limits_game_row') : props.playCode;

  const send = (limits: Record<LotteryLimitName, number | null>) =>
    save.mutate(
      { brand: props.brand, game: props.game, playCode: props.playCode, limits },
      {
        onSuccess: (value) => {
          const now = value.rows.find((r) => r.playCode === props.playCode) ?? null;
          setFields(textsOf(now));
          if (!now && props.onRemoved) props.onRemoved();
        },
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limits = {} as Record<LotteryLimitName, number | null>;
    for (const name of LOTTERY_LIMIT_NAMES) {
      const value = parseLimit(fields[name], name === 'unitsMax');
      if (value === 'invalid') {
        setInvalid(name);
        return;
      }
      limits[name] = value;
    }
    setInvalid(null);
    send(limits);
  };
  const formId = `limits-${props.playCode}`;
  return (
    <tr>
      <th scope="row" className="mono">
        {label}
      </th>
      {LOTTERY_LIMIT_NAMES.map((name) => (
        <td key={name}>
          {props.mayManage ? (
            <input
              form={formId}
              className="input input--limit"
              inputMode="decimal"
              aria-label={t('lottery_limit_of', { limit: t(`lottery_limit_${name}`), play: label })}
              aria-invalid={invalid === name ? true : undefined}
              placeholder={String(props.effective[name])}
              value={fields[name]}
              onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
            />
          ) : (
            <span className={props.row?.set[name] == null ? 'muted' : ''}>{props.effective[name]}</span>
          )}
        </td>
      ))}
      {props.mayManage && (
        <td>
          <form id={formId} className="row-actions" onSubmit={submit}>
            <button type="submit" className="button button--small" disabled={save.isPending}>
              {t('save')}
            </button>
            {props.playCode !== '*' && (
              <button
                type="button"
                className="button button--small button--danger"
                disabled={save.isPending}
                onClick={() =>
                  props.row
                    ? send(Object.fromEntries(LOTTERY_LIMIT_NAMES.map((n) => [n, null])) as never)
                    : props.onRemoved?.()
                }
              >
                {t('lottery_limits_remove')}
              </button>
            )}
          </form>
          {invalid && (
            <span className="notice notice--error" role="alert">
              {t('lottery_limit_invalid')}
            </span>
          )}
          <ErrorNotice error={save.error} />
        </td>
      )}
    </tr>
  );
}

/**
 * A game's limits (issue 14 "Limits per game and play"): the game's row, then a row per play that has its own; an
 * empty field inherits (a play's from the game's row, the game's from the defaults), shown as its placeholder.
 */
export function LimitsPanel({ brand, game, mayManage }: { brand: string; game: string; mayManage: boolean }) {
  const { t } = useTranslation();
  const limits = useLotteryLimits(brand, game);
  const [added, setAdded] = useState<string[]>([]);
  const [pick, setPick] = useState('');
  const data = limits.data;
  const rows = data?.rows ?? [];
  const withRow = new Set([...rows.map((r) => r.playCode), ...added]);
  const free = (data?.playCodes ?? []).filter((code) => !withRow.has(code));
  const gameRow = rows.find((r) => r.playCode === '*');
  return (
    <section className="panel" aria-labelledby="limits-title">
      <h2 className="panel__title" id="limits-title">
        {t('lottery_limits')}
      </h2>
      <p className="muted">{t('lottery_limits_hint')}</p>
      <ErrorNotice error={limits.error} />
      {data && gameRow && (
        <>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('lottery_play')}</th>
                  {LOTTERY_LIMIT_NAMES.map((name) => (
                    <th scope="col" key={name}>
                      {t(`lottery_limit_${name}`)}
                    </th>
                  ))}
                  {mayManage && <th scope="col">{t('actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <LimitRowForm
                    key={`${row.playCode}:${JSON.stringify(row.set)}`}
                    brand={brand}
                    game={game}
                    row={row}
                    playCode={row.playCode}
                    effective={row.effective}
                    mayManage={mayManage}
                    onRemoved={() => setAdded(added.filter((c) => c !== row.playCode))}
                  />
                ))}
                {added
                  .filter((code) => !rows.some((r) => r.playCode === code))
                  .map((code) => (
                    <LimitRowForm
                      key={code}
                      brand={brand}
                      game={game}
                      row={null}
                      playCode={code}
                      effective={gameRow.effective}
                      mayManage={mayManage}
                      onRemoved={() => setAdded(added.filter((c) => c !== code))}
                    />
                  ))}
                <tr>
                  <th scope="row" className="muted">
                    {t('lottery_limits_defaults')}
                  </th>
                  {LOTTERY_LIMIT_NAMES.map((name) => (
                    <td key={name} className="muted">
                      {data.defaults[name]}
                    </td>
                  ))}
                  {mayManage && <td />}
                </tr>
              </tbody>
            </table>
          </div>
          {mayManage && free.length > 0 && (
            <form
              className="filters"
              onSubmit={(e) => {
                e.preventDefault();
                if (pick) setAdded([...added, pick]);
                setPick('');
              }}
            >
              <label className="field">
                <span className="field__label">{t('lottery_limits_add_play')}</span>
                <select className="input" value={pick} onChange={(e) => setPick(e.target.value)}>
                  <option value="">–</option>
                  {free.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="button button--small" disabled={!pick}>
                {t('lottery_limits_add')}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
