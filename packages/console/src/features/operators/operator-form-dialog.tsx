import type { OperatorRole } from '@wl/contract/operator-capabilities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useOperatorCreate, useOperatorUpdate } from './api/use-operators';
import { brandsGrantable, type Me, rolesGrantable, scopeProblem, type Target } from './operator-rules';

interface Props {
  me: Me;
  /** Every brand's code (the brands list route), offered to an operator of every brand. */
  brandCodes: string[];
  /** An operator to change; none to create one. */
  target: (Target & { account: string }) | null;
  onClose: () => void;
}

/**
 * Creates an operator (the one-time password is shown here once: it must be changed, and TOTP enrolled, at the first
 * login) or changes one's role and brand scope.
 */
export function OperatorFormDialog({ me, brandCodes, target, onClose }: Props) {
  const { t } = useTranslation();
  const create = useOperatorCreate();
  const update = useOperatorUpdate();
  const mutation = target ? update : create;
  const grantable = brandsGrantable(me, brandCodes);
  const [account, setAccount] = useState('');
  const [role, setRole] = useState<OperatorRole>(target?.role ?? 'support');
  const [allBrands, setAllBrands] = useState(target?.allBrands ?? false);
  const [brands, setBrands] = useState<string[]>(target?.brands ?? []);
  const [password, setPassword] = useState<{ account: string; password: string } | null>(null);
  const problem = scopeProblem({ allBrands, brands });
  const [showProblem, setShowProblem] = useState(false);

  if (password) {
    return (
      <ConfirmDialog
        open
        title={t('operator_created_title')}
        message={t('operator_created_message', { account: password.account })}
        confirmLabel={t('done')}
        onConfirm={onClose}
        onCancel={onClose}
      >
        <p className="login__secret mono" data-testid="one-time-password">
          {password.password}
        </p>
        <p className="notice">{t('one_time_password_once')}</p>
      </ConfirmDialog>
    );
  }
  const submit = () => {
    setShowProblem(true);
    if (problem) return;
    const scope = { role, allBrands, brands: allBrands ? [] : brands };
    if (target) update.mutate({ operatorId: target.id, ...scope }, { onSuccess: onClose });
    else
      create.mutate(
        { account, ...scope },
        { onSuccess: (value) => setPassword({ account: value.operator.account, password: value.password }) },
      );
  };
  return (
    <ConfirmDialog
      open
      title={target ? t('operator_edit_title', { account: target.account }) : t('operator_create_title')}
      message={target ? t('operator_edit_message') : t('operator_create_message')}
      confirmLabel={target ? t('save') : t('create_operator')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={submit}
      onCancel={onClose}
    >
      {!target && (
        <label className="field">
          <span className="field__label">{t('account')}</span>
          <input
            className="input"
            name="account"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            required
            pattern="[A-Za-z0-9_.\-]{3,64}"
            maxLength={64}
            autoComplete="off"
          />
        </label>
      )}
      <label className="field">
        <span className="field__label">{t('role')}</span>
        <select className="input" name="role" value={role} onChange={(e) => setRole(e.target.value as OperatorRole)}>
          {rolesGrantable(me).map((r) => (
            <option key={r} value={r}>
              {t(`role_${r}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="fieldset">
        <legend className="field__label">{t('brand_scope')}</legend>
        {grantable.allBrands && (
          <label className="checkbox">
            <input
              type="checkbox"
              name="allBrands"
              checked={allBrands}
              onChange={(e) => setAllBrands(e.target.checked)}
            />
            <span>{t('all_brands')}</span>
          </label>
        )}
        {!allBrands && (
          <div className="check-grid check-grid--narrow">
            {grantable.brands.map((code) => (
              <label key={code} className="checkbox">
                <input
                  type="checkbox"
                  name={`brand-${code}`}
                  checked={brands.includes(code)}
                  onChange={(e) => setBrands(e.target.checked ? [...brands, code] : brands.filter((b) => b !== code))}
                />
                <span className="mono">{code}</span>
              </label>
            ))}
          </div>
        )}
        {showProblem && problem && <p className="notice notice--error">{t(problem)}</p>}
      </fieldset>
    </ConfirmDialog>
  );
}
