import { PROFILE_FIELDS, type ProfileField, type SecurityProfile } from '@wl/contract/routes/member-centre';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { InputField } from '../../components/form-fields';
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

/** Spec 3 "Other profile fields": real name (set once), personal details and contact handles. */
export function ProfileSection({ profile }: { profile: SecurityProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [realName, setRealName] = useState(profile.realName ?? '');
  const [values, setValues] = useState<Partial<Record<ProfileField, string>>>(profile.profile);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useProfileMutation('updateProfile');
  const set = (field: ProfileField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.birthday && !isAdult(values.birthday)) return setProblem(t('underage'));
    setProblem(null);
    const body: Record<string, string> = {};
    for (const field of PROFILE_FIELDS) {
      const value = values[field]?.trim();
      // A date field left empty is no date (the server takes a day or nothing); other fields may be cleared.
      if (value !== undefined && !(field === 'birthday' && value === '')) body[field] = value;
    }
    save.mutate({ ...body, ...(profile.realName === null && realName.trim() ? { realName: realName.trim() } : {}) });
  };
  const field = (name: ProfileField) => (
    <InputField
      key={name}
      label={t(LABELS[name])}
      value={values[name] ?? ''}
      onValueChange={set(name)}
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
      <form className={styles.form} onSubmit={submit} noValidate>
        <InputField
          label={t('register_field_payeeName')}
          value={realName}
          onValueChange={setRealName}
          disabled={profile.realName !== null}
          hint={t('sc_real_name_hint')}
          maxLength={50}
          testId="sc-real-name"
        />
        <div className={styles.grid}>{PROFILE_FIELDS.filter((f) => !HANDLES.includes(f)).map(field)}</div>
        <h5 className={styles.sectionTitle}>{t('sc_contacts')}</h5>
        <div className={styles.grid}>{HANDLES.map(field)}</div>
        {problem || save.isError ? (
          <p className={styles.error} role="alert" data-testid="sc-profile-error">
            {problem ?? errorText(t, save.error)}
          </p>
        ) : null}
        {save.isSuccess && !problem ? (
          <p className={styles.success} role="status">
            {t('sc_saved')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={save.isPending}
            data-testid="sc-profile-save"
          >
            {t('sc_save')}
          </button>
        </div>
      </form>
    </section>
  );
}
