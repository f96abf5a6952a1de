import { CAPABILITIES, can, OPERATOR_ROLES } from '@wl/contract/operator-capabilities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';

/** The capability matrix of the contract (read-only): what each role may do. */
export function RolesPage() {
  const { t } = useTranslation();
  return (
    <>
      <p className="breadcrumb">
        <Link to="/operators">{t('nav_operators')}</Link> / {t('roles_and_capabilities')}
      </p>
      <PageHeader title={t('roles_and_capabilities')} />
      <div className="table-wrap">
        <table className="table table--matrix">
          <thead>
            <tr>
              <th scope="col">{t('capability')}</th>
              {OPERATOR_ROLES.map((role) => (
                <th key={role} scope="col">
                  {t(`role_${role}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CAPABILITIES.map((capability) => (
              <tr key={capability}>
                <th scope="row">
                  {t(`cap_${capability.replace('.', '_')}`)} <span className="muted mono">{capability}</span>
                </th>
                {OPERATOR_ROLES.map((role) => (
                  <td key={role} className="matrix__cell">
                    {can(role, capability) ? (
                      <>
                        <span aria-hidden="true">✓</span>
                        <span className="visually-hidden">{t('yes')}</span>
                      </>
                    ) : (
                      <>
                        <span className="muted" aria-hidden="true">
                          —
                        </span>
                        <span className="visually-hidden">{t('no')}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
