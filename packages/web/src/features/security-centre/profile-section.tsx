import { text } from '@wl/contract/inputs';
import { PROFILE_FIELDS, type ProfileField, type SecurityProfile } from '@wl/contract/routes/member-centre';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/form-footer';
import { FormTextField } from '../../components/form-text-field';
import { encodeMessage, useContractForm } from '../../lib/contract-form';
import { errorText } from '../../lib/error-text';
import styles from './security-centre.module.css';
import { useProfileMutation } from './security-queries';

const LABELS: Record<ProfileField, string> = {
  fullName: 'sc_full_name',
  birthday: 'sc_birthday',
  address: 'sc_address',
  nationality: 'sc_nationality',
  occupation: 'sc_occupation',
  incomeSource: 'sc_income_source',
  region: 'sc_region',
  telegram: 'sc_telegram',
  zalo: 'sc_zalo',
  whatsapp: 'register_field_whatsapp',
  line: 'register_field_line',
  skype: 'sc_skype',
};

const HANDLES: readonly ProfileField[] = ['telegram', 'zalo', 'whatsapp', 'line', 'skype'];

/** Spec 5 "Must be 18 or older", as the server checks it (UTC day). */
export function isAdult(birthday: string, today = new Date()): boolean {
  const [y, m, d] = birthday.split('-').map(Number);
  if (!y || !m || !d) return false;
  return Date.UTC(y + 18, m - 1, d) <= today.getTime();
}

type ProfileValues = Partial<Record<ProfileField | 'realName', string>>;

/** Spec 3 "Other profile fields": real name (set once), personal details and contact handles. */
export function ProfileSection({ profile }: { profile: SecurityProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useContractForm('updateProfile', {
    // An empty field is no value: the real name stays unset, a date field left empty is no date.
    schema: (request) =>
      request.extend({
        realName: text()
          .refine((value) => value === '' || [...value].length >= 2, {
            message: encodeMessage({ key: 'reg_pattern_1', params: { min: 2, max: 50 } }),
          })
          .optional(),
        birthday: text()
          .refine((value) => value === '' || isAdult(value), 'underage')
          .optional(),
      }),
    defaultValues: { ...profile.profile, realName: profile.realName ?? '' } as ProfileValues,
  });
  const save = useProfileMutation('updateProfile');
  const submit = form.handleSubmit((values: ProfileValues) => {
    const body: Record<string, string> = {};
    for (const field of PROFILE_FIELDS) {
      const value = values[field];
      // A date field left empty is no date (the server takes a day or nothing); other fields may be cleared.
      if (value !== undefined && !(field === 'birthday' && value === '')) body[field] = value;
    }
    save.mutate({ ...body, ...(profile.realName === null && values.realName ? { realName: values.realName } : {}) });
  });
  const field = (name: ProfileField) => (
    <FormTextField
      key={name}
      control={form.control}
      name={name}
      label={t(LABELS[name])}
      type={name === 'birthday' ? 'date' : 'text'}
      maxLength={name === 'address' ? 200 : name === 'fullName' ? 100 : 64}
      ltr={HANDLES.includes(name)}
      testId={`sc-field-${name}`}
    />
  );
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="sc-profile">
      <h4 id={titleId} className={styles.sectionTitle}>
        {t('sc_profile')}
      </h4>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField
          control={form.control}
          name="realName"
          label={t('register_field_payeeName')}
          disabled={profile.realName !== null}
          hint={t('sc_real_name_hint')}
          maxLength={50}
          testId="sc-real-name"
        />
        <div className={styles.grid}>{PROFILE_FIELDS.filter((f) => !HANDLES.includes(f)).map(field)}</div>
        <h5 className={styles.sectionTitle}>{t('sc_contacts')}</h5>
        <div className={styles.grid}>{HANDLES.map(field)}</div>
        <FormFooter
          submitLabel={t('sc_save')}
          busy={save.isPending}
          error={save.isError ? errorText(t, save.error) : null}
          success={save.isSuccess ? t('sc_saved') : null}
          testIds={{ submit: 'sc-profile-save', error: 'sc-profile-error' }}
        />
      </form>
    </section>
  );
}
