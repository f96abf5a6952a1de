import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskTable } from '../../components/desk-table';
import type { CallOutput } from '../../lib/api-client';

type Game = CallOutput<'gameList'>['content'][number];
type Patch = { enabled?: boolean; isTop?: boolean; hotRank?: number | null; popularRank?: number | null };

interface GamesTableProps {
  rows: Game[];
  pending: boolean;
  onChange: (id: number, patch: Patch) => void;
}

/** '' is no rank; otherwise a whole number from 1. */
export function parseRank(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isInteger(n) && n >= 1 && n <= 9999 ? n : undefined;
}

function RankInput({
  game,
  field,
  pending,
  onChange,
}: { game: Game; field: 'hotRank' | 'popularRank' } & Omit<GamesTableProps, 'rows'>) {
  const { t } = useTranslation();
  const [text, setText] = useState(game[field] === null ? '' : String(game[field]));
  const rank = parseRank(text);
  const changed = rank !== undefined && rank !== game[field];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) onChange(game.id, { [field]: rank });
  };
  return (
    <form className="rank" onSubmit={submit}>
      <input
        className="input input--rank"
        inputMode="numeric"
        aria-label={t(`games_${field}_of`, { name: game.displayName })}
        aria-invalid={rank === undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {changed && (
        <button type="submit" className="button button--small" disabled={pending}>
          {t('save')}
        </button>
      )}
    </form>
  );
}

/** A page of the brand's games: on or off, top, and their hot and popular ranks (empty: not ranked). */
export function GamesTable({ rows, pending, onChange }: GamesTableProps) {
  const { t } = useTranslation();
  return (
    <DeskTable
      columns={[
        { label: t('games_name') },
        { label: t('games_vendor') },
        { label: t('games_gameType') },
        { label: t('games_code') },
        { label: t('games_flag_top') },
        { label: t('games_flag_hot') },
        { label: t('games_flag_popular') },
        { label: t('status') },
        { label: t('actions') },
      ]}
      rows={rows}
      empty={t('games_none')}
    >
      {(g) => (
        <tr key={g.id}>
          <td>{g.displayName}</td>
          <td className="mono">{g.vendor}</td>
          <td>{g.gameType}</td>
          <td className="mono">{g.gameCode}</td>
          <td>
            <input
              type="checkbox"
              aria-label={t('games_top_of', { name: g.displayName })}
              checked={g.isTop}
              disabled={pending}
              onChange={(e) => onChange(g.id, { isTop: e.target.checked })}
            />
          </td>
          <td>
            <RankInput key={`h${g.hotRank}`} game={g} field="hotRank" pending={pending} onChange={onChange} />
          </td>
          <td>
            <RankInput key={`p${g.popularRank}`} game={g} field="popularRank" pending={pending} onChange={onChange} />
          </td>
          <td>
            {g.enabled ? (
              <span className="badge badge--ok">{t('content_on')}</span>
            ) : (
              <span className="badge badge--warn">{t('content_off')}</span>
            )}
          </td>
          <td>
            <button
              type="button"
              className="button button--small"
              disabled={pending}
              onClick={() => onChange(g.id, { enabled: !g.enabled })}
            >
              {g.enabled ? t('switch_off') : t('switch_on')}
            </button>
          </td>
        </tr>
      )}
    </DeskTable>
  );
}
