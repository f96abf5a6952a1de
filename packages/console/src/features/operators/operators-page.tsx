import { OPERATOR_ROLES, type OperatorRole } from '@wl/contract/operator-capabilities';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DeskTable } from '../../components/desk-table';
import { PageHeader } from '../../components/page-header';
import type { CallOutput } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { type OperatorActionName, useOperatorAction, useOperatorList } from './api/use-operators';
import { OperatorFormDialog } from './operator-form-dialog';
import { type Me, mayChange } from './operator-rules';

type Row = CallOutput<'operatorList'>['content'][number];
const PAGE_SIZE = 20;
const ACTIONS: Record<OperatorActionName, { label: string; message: string; danger: boolean }> = {
  operatorDisable: { label: 'disable_operator', message: 'disable_operator_message', danger: true },
  operatorEnable: { label: 'enable_operator', message: 'enable_operator_message', danger: false },
  operatorResetTwoFactor: { label: 'reset_two_factor', message: 'reset_two_factor_message', danger: true },
  operatorUnlock: { label: 'unlock_operator', message: 'unlock_operator_message', danger: false },
};

/** Operators with their role, scope, two-factor, lock and last login; create, change, disable, reset, unlock. */
export function OperatorsPage({ me, brandCodes }: { me: Me; brandCodes: string[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const account = params.get('account') ?? '';
  const role = (params.get('role') ?? '') as OperatorRole | '';
  const [draft, setDraft] = useState({ account, role });
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const list = useOperatorList({
    pageNo,
    pageSize: PAGE_SIZE,
    ...(account ? { account } : {}),
    ...(role ? { role } : {}),
  });
  const action = useOperatorAction();
  const [asking, setAsking] = useState<{ action: OperatorActionName; row: Row } | null>(null);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (draft.account.trim()) next.account = draft.account.trim();
    if (draft.role) next.role = draft.role;
    setParams(next);
  };
  const ask = (name: OperatorActionName, row: Row) => {
    action.reset();
    setAsking({ action: name, row });
  };
  const data = list.data;
  return (
    <>
      <PageHeader title={t('nav_operators')}>
        <Link to="/operators/roles" className="button">
          {t('roles_and_capabilities')}
        </Link>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          {t('create_operator')}
        </button>
      </PageHeader>
      <form className="filters" onSubmit={submit} aria-label={t('search_operators')}>
        <label className="field field--inline">
          <span className="field__label">{t('account')}</span>
          <input
            className="input"
            name="account"
            value={draft.account}
            onChange={(e) => setDraft({ ...draft, account: e.target.value })}
            maxLength={64}
          />
        </label>
        <label className="field field--inline">
          <span className="field__label">{t('role')}</span>
          <select
            className="input"
            name="role"
            value={draft.role}
            onChange={(e) => setDraft({ ...draft, role: e.target.value as OperatorRole | '' })}
          >
            <option value="">{t('any')}</option>
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role_${r}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            {t('search')}
          </button>
        </div>
      </form>
      <DeskTable
        columns={[
          { label: t('account') },
          { label: t('role') },
          { label: t('brand_scope') },
          { label: t('status') },
          { label: t('last_login') },
          { label: t('actions') },
        ]}
        rows={data?.content}
        empty={t('no_operators_found')}
        page={data}
        onPage={(p) => setParams({ ...Object.fromEntries(params), page: String(p) })}
        loading={list.isLoading}
        error={list.error}
      >
        {(row) => {
          const changeable = mayChange(me, row);
          return (
            <tr key={row.id}>
              <td>{row.account}</td>
              <td>{t(`role_${row.role}`)}</td>
              <td>{row.allBrands ? t('all_brands') : <span className="mono">{row.brands.join(', ')}</span>}</td>
              <td className="wrap">
                {row.disabled ? (
                  <span className="badge badge--danger">{t('disabled')}</span>
                ) : (
                  <span className="badge badge--ok">{t('active')}</span>
                )}
                {row.locked && <span className="badge badge--danger">{t('locked')}</span>}
                {row.totpEnabled ? (
                  <span className="badge badge--ok">{t('two_factor_on')}</span>
                ) : (
                  <span className="badge badge--warn">{t('two_factor_pending')}</span>
                )}
              </td>
              <td className="nowrap">{formatDateTime(row.lastLoginAt)}</td>
              <td className="nowrap">
                {changeable && (
                  <>
                    <button type="button" className="button button--small" onClick={() => setEditing(row)}>
                      {t('edit')}
                    </button>{' '}
                    <button
                      type="button"
                      className={row.disabled ? 'button button--small' : 'button button--small button--danger-outline'}
                      onClick={() => ask(row.disabled ? 'operatorEnable' : 'operatorDisable', row)}
                    >
                      {t(row.disabled ? 'enable_operator' : 'disable_operator')}
                    </button>{' '}
                    {row.totpEnabled && (
                      <button
                        type="button"
                        className="button button--small button--danger-outline"
                        onClick={() => ask('operatorResetTwoFactor', row)}
                      >
                        {t('reset_two_factor')}
                      </button>
                    )}{' '}
                    {row.locked && (
                      <button type="button" className="button button--small" onClick={() => ask('operatorUnlock', row)}>
                        {t('unlock_operator')}
                      </button>
                    )}
                  </>
                )}
              </td>
            </tr>
          );
        }}
      </DeskTable>
      {editing && (
        <OperatorFormDialog
          me={me}
          brandCodes={brandCodes}
          target={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(ACTIONS[asking.action].label) : ''}
        message={asking ? t(ACTIONS[asking.action].message, { account: asking.row.account }) : ''}
        confirmLabel={asking ? t(ACTIONS[asking.action].label) : ''}
        danger={asking ? ACTIONS[asking.action].danger : false}
        pending={action.isPending}
        error={action.error}
        onConfirm={() =>
          asking &&
          action.mutate({ action: asking.action, operatorId: asking.row.id }, { onSuccess: () => setAsking(null) })
        }
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
