import { useTranslation } from 'react-i18next';

type Values = Record<string, unknown> | null;

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** The fields an action changed, before and after; the rest stays folded away. */
export function AuditChange({ before, after }: { before: Values; after: Values }) {
  const { t } = useTranslation();
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span className="muted">—</span>;
  const changed = keys.filter((key) => show(before?.[key]) !== show(after?.[key]));
  return (
    <details className="change">
      <summary>{changed.length > 0 ? changed.join(', ') : t('no_change')}</summary>
      <table className="table table--compact">
        <thead>
          <tr>
            <th scope="col">{t('field')}</th>
            <th scope="col">{t('before')}</th>
            <th scope="col">{t('after')}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key} className={changed.includes(key) ? 'change__row--changed' : undefined}>
              <th scope="row" className="mono">
                {key}
              </th>
              <td className="mono wrap">{show(before?.[key])}</td>
              <td className="mono wrap">{show(after?.[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
