import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { TextField } from '../../components/text-field';
import { useContractForm } from '../../lib/contract-form';
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
  const [password, setPassword] = useState<{ account: string; password: string } | null>(null);
  const form = useContractForm('operatorCreate', {
    // A changed operator keeps their account: only a new one's is checked.
    refine: (request) =>
      request.extend({ account: target ? z.string() : request.shape.account }).superRefine((scope, ctx) => {
        const problem = scopeProblem(scope);
        if (problem) ctx.addIssue({ code: 'custom', path: ['brands'], message: problem });
      }),
    defaultValues: {
      account: target?.account ?? '',
      role: target?.role ?? 'support',
      allBrands: target?.allBrands ?? false,
      brands: target?.brands ?? [],
    },
    messages: { account: 'operator_account_rule' },
  });
  const { register, watch, setValue, trigger, formState } = form;
  const [allBrands, brands] = [watch('allBrands'), watch('brands')];
  // The scope is one rule across its boxes: once it was shown, it is checked again at every tick.
  const checkScope = () => formState.isSubmitted && void trigger('brands');

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
  const submit = form.handleSubmit(({ account, ...values }) => {
    const scope = { ...values, brands: values.allBrands ? [] : values.brands };
    if (target) update.mutate({ operatorId: target.id, ...scope }, { onSuccess: onClose });
    else
      create.mutate(
        { account, ...scope },
        { onSuccess: (value) => setPassword({ account: value.operator.account, password: value.password }) },
      );
  });
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
        <TextField
          label={t('account')}
          error={formState.errors.account}
          maxLength={64}
          autoComplete="off"
          {...register('account')}
        />
      )}
      <FormField label={t('role')} error={formState.errors.role}>
        {(ids) => (
          <select className="input" id={ids.control} {...register('role')}>
            {rolesGrantable(me).map((r) => (
              <option key={r} value={r}>
                {t(`role_${r}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className="fieldset">
        <legend className="field__label">{t('brand_scope')}</legend>
        {grantable.allBrands && (
          <label className="checkbox">
            <input type="checkbox" {...register('allBrands', { onChange: checkScope })} />
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
                  onChange={(e) => {
                    const next = e.target.checked ? [...brands, code] : brands.filter((b) => b !== code);
                    setValue('brands', next, { shouldValidate: formState.isSubmitted });
                  }}
                />
                <span className="mono">{code}</span>
              </label>
            ))}
          </div>
        )}
        {formState.errors.brands && <p className="field__error">{formState.errors.brands.message}</p>}
      </fieldset>
    </ConfirmDialog>
  );
}
