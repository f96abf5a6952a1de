import { useTranslation } from 'react-i18next';
import type { CallOutput } from '../../lib/api-client';

type Vendor = CallOutput<'vendorList'>['content'][number];

interface VendorsTableProps {
  rows: Vendor[];
  pending: boolean;
  onChange: (code: string, patch: { enabled?: boolean; sort?: number }) => void;
}

/** The brand's vendors in the menus' order: switch one on or off, move it up or down. */
export function VendorsTable({ rows, pending, onChange }: VendorsTableProps) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('games_vendor')}</th>
            <th scope="col">{t('games_vendor_name')}</th>
            <th scope="col">{t('games_types')}</th>
            <th scope="col" className="num">
              {t('games_count')}
            </th>
            <th scope="col" className="num">
              {t('content_sort')}
            </th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => (
            <tr key={v.id}>
              <td className="mono">{v.code}</td>
              <td>{v.name}</td>
              <td>{v.gameTypes.join(', ')}</td>
              <td className="num">{v.games}</td>
              <td className="num">{v.sort}</td>
              <td>
                {v.enabled ? (
                  <span className="badge badge--ok">{t('content_on')}</span>
                ) : (
                  <span className="badge badge--warn">{t('content_off')}</span>
                )}
              </td>
              <td className="nowrap">
                <div className="row-actions">
                  <button
                    type="button"
                    className="button button--small"
                    disabled={pending}
                    onClick={() => onChange(v.code, { enabled: !v.enabled })}
                  >
                    {v.enabled ? t('switch_off') : t('switch_on')}
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={pending || v.sort === 0}
                    aria-label={t('move_up')}
                    title={t('move_up')}
                    onClick={() => onChange(v.code, { sort: Math.max(0, v.sort - 1) })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={pending}
                    aria-label={t('move_down')}
                    title={t('move_down')}
                    onClick={() => onChange(v.code, { sort: v.sort + 1 })}
                  >
                    ↓
                  </button>
                </div>
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={7} className="table__empty">
                {t('games_no_vendors')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
