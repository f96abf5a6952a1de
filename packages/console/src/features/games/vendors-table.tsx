import { useTranslation } from 'react-i18next';
import { DeskTable } from '../../components/desk-table';
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
    <DeskTable
      columns={[
        { label: t('games_vendor') },
        { label: t('games_vendor_name') },
        { label: t('games_types') },
        { label: t('games_count'), num: true },
        { label: t('content_sort'), num: true },
        { label: t('status') },
        { label: t('actions') },
      ]}
      rows={rows}
      empty={t('games_no_vendors')}
    >
      {(v) => (
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
      )}
    </DeskTable>
  );
}
