import type { ContentKind } from '@wl/contract/operator-routes/content';
import { useTranslation } from 'react-i18next';
import type { ArticleRow, BannerRow, ContentRow, NoticeRow } from './content-draft';

interface ContentTableProps {
  kind: ContentKind;
  rows: ContentRow[];
  pending: boolean;
  onEdit: (row: ContentRow) => void;
  onSwitch: (row: ContentRow) => void;
  onMove: (row: ContentRow, by: -1 | 1) => void;
  onDelete: (row: ContentRow) => void;
}

/** One page of notices, banners or articles with their actions (edit, on or off, move, delete). */
export function ContentTable({ kind, rows, pending, onEdit, onSwitch, onMove, onDelete }: ContentTableProps) {
  const { t } = useTranslation();
  const columns =
    kind === 'notice'
      ? ['content_title', 'content_type', 'content_execution']
      : kind === 'banner'
        ? ['content_image_url', 'content_group', 'content_link_type']
        : ['content_title', 'content_section', 'content_anchor'];
  const cells = (row: ContentRow) => {
    if (kind === 'notice') {
      const n = row as NoticeRow;
      return [n.title, t(`notice_type_${n.type}`), n.execution ? t(`notice_execution_${n.execution}`) : ''];
    }
    if (kind === 'banner') {
      const b = row as BannerRow;
      return [b.imageUrl, t(`banner_group_${b.group}`), b.target ? `${b.linkType}: ${b.target}` : b.linkType];
    }
    const a = row as ArticleRow;
    return [a.title, t(`content_section_${a.section}`), a.anchor];
  };
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {t(c)}
              </th>
            ))}
            <th scope="col">{t('content_language')}</th>
            <th scope="col" className="num">
              {t('content_sort')}
            </th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {cells(row).map((cell, i) => (
                <td key={columns[i]} className={i === 0 ? 'wrap' : undefined}>
                  {cell}
                </td>
              ))}
              <td>{row.language ?? t('content_any_language')}</td>
              <td className="num">{row.sort}</td>
              <td>
                {row.enabled ? (
                  <span className="badge badge--ok">{t('content_on')}</span>
                ) : (
                  <span className="badge badge--warn">{t('content_off')}</span>
                )}
              </td>
              <td className="nowrap">
                <div className="row-actions">
                  <button type="button" className="button button--small" onClick={() => onEdit(row)}>
                    {t('edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={pending}
                    onClick={() => onSwitch(row)}
                  >
                    {row.enabled ? t('switch_off') : t('switch_on')}
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={pending || row.sort === 0}
                    aria-label={t('move_up')}
                    title={t('move_up')}
                    onClick={() => onMove(row, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={pending}
                    aria-label={t('move_down')}
                    title={t('move_down')}
                    onClick={() => onMove(row, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger-outline"
                    onClick={() => onDelete(row)}
                  >
                    {t('delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + 4} className="table__empty">
                {t('content_none')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
