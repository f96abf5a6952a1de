import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import type { CallOutput } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { oddsText, parseOdds } from './lottery-settings-form';
import { useLotteryOddsTables, useOddsTableSet } from './use-lottery';

type OddsTable = CallOutput<'lotteryDeskOddsTables'>['tables'][number];

const textsOf = (table: OddsTable) =>
  Object.fromEntries(table.keys.map((key) => [key, oddsText(table.odds4[key] ?? 0)]));

/** One table play's published odds: a decimal per key with the default beside it; save, or back to the defaults. */
function OddsTableForm({
  brand,
  game,
  table,
  mayManage,
}: {
  brand: string;
  game: string;
  table: OddsTable;
  mayManage: boolean;
}) {
  const { t } = useTranslation();
  const save = useOddsTableSet();
  const [fields, setFields] = useState<Record<string, string>>(() => textsOf(table));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const done = {
    onSuccess: (value: CallOutput<'lotteryDeskOddsTables'>) => {
      const now = value.tables.find((x) => x.playCode === table.playCode);
      if (now) setFields(textsOf(now));
      setSaved(true);
    },
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const odds4: Record<string, number> = {};
    for (const key of table.keys) {
      const value = parseOdds(fields[key] ?? '');
      if (value === null) {
        setInvalid(key);
        return;
      }
      odds4[key] = value;
    }
    setInvalid(null);
    save.mutate({ brand, game, playCode: table.playCode, odds4 }, done);
  };
  const titleId = `odds-${table.playCode}`;
  return (
    <form className="odds-table" onSubmit={submit} aria-labelledby={titleId}>
      <h3 className="panel__subtitle" id={titleId}>
        {table.playCode}{' '}
        <span className={table.custom ? 'badge badge--ok' : 'badge'}>
          {t(table.custom ? 'lottery_odds_custom' : 'lottery_odds_default')}
        </span>
      </h3>
      {table.custom && (
        <p className="muted">
          {t('lottery_odds_updated', { account: table.updatedBy ?? '', at: formatDateTime(table.updatedAt) })}
        </p>
      )}
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('lottery_odds_key')}</th>
              <th scope="col">{t('lottery_odds')}</th>
              <th scope="col" className="num">
                {t('lottery_odds_default_value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.keys.map((key) => (
              <tr key={key}>
                <th scope="row">{t(`lottery_odds_key_${key}`)}</th>
                <td>
                  {mayManage ? (
                    <input
                      className="input input--limit"
                      inputMode="decimal"
                      aria-label={t('lottery_odds_of', { play: table.playCode, key: t(`lottery_odds_key_${key}`) })}
                      aria-invalid={invalid === key ? true : undefined}
                      value={fields[key] ?? ''}
                      onChange={(e) => {
                        setSaved(false);
                        setFields({ ...fields, [key]: e.target.value });
                      }}
                    />
                  ) : (
                    <span className="mono">{oddsText(table.odds4[key] ?? 0)}</span>
                  )}
                </td>
                <td className="num mono">{oddsText(table.defaults[key] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invalid && (
        <span className="notice notice--error" role="alert">
          {t('lottery_odds_invalid')}
        </span>
      )}
      <ErrorNotice error={save.error} />
      {saved && (
        <span className="notice notice--ok" role="status">
          {t('saved')}
        </span>
      )}
      {mayManage && (
        <div className="row-actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('lottery_odds_publish')}
          </button>
          {table.custom && (
            <button
              type="button"
              className="button"
              disabled={save.isPending}
              onClick={() => {
                setSaved(false);
                save.mutate({ brand, game, playCode: table.playCode, odds4: null }, done);
              }}
            >
              {t('lottery_odds_reset')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}

/**
 * A game's published odds tables (lottery-plays.md: "Plays marked *table* have odds set by the operator in a
 * published table per game"), as decimals. Bets already placed keep the odds they were placed at.
 */
export function OddsPanel({ brand, game, mayManage }: { brand: string; game: string; mayManage: boolean }) {
  const { t } = useTranslation();
  const tables = useLotteryOddsTables(brand, game);
  if (tables.data && tables.data.tables.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="odds-title">
      <h2 className="panel__title" id="odds-title">
        {t('lottery_odds_tables')}
      </h2>
      <p className="muted">{t('lottery_odds_hint')}</p>
      <ErrorNotice error={tables.error} />
      {tables.data?.tables.map((table) => (
        <OddsTableForm key={table.playCode} brand={brand} game={game} table={table} mayManage={mayManage} />
      ))}
    </section>
  );
}
