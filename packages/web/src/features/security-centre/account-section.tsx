import { AVATAR_IDS, type SecurityProfile } from '@wl/contract/routes/member-centre';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { FormFooter } from '../../components/form-footer';
import { FormTextField } from '../../components/form-text-field';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useContractForm } from '../../lib/contract-form';
import { errorText } from '../../lib/error-text';
import styles from './security-centre.module.css';
import { useProfileMutation } from './security-queries';

/** Nickname, a preset avatar (the member icon call answers it) and the change-password dialog. */
export function AccountSection({ profile }: { profile: SecurityProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useContractForm('updateNickname', {
    defaultValues: { nickname: profile.nickname, avatar: profile.avatar },
  });
  const avatar = form.watch('avatar');
  const save = useProfileMutation('updateNickname');
  const submit = form.handleSubmit((body) => save.mutate(body));
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="sc-account">
      <div className={styles.sectionHead}>
        <h4 id={titleId} className={styles.sectionTitle}>
          {t('sc_account')}
        </h4>
        <button
          type="button"
          className={buttonClass('secondary', { size: 'small' })}
          onClick={() => openAuthDialog('changePassword')}
          data-testid="sc-change-password"
        >
          {t('change_password')}
        </button>
      </div>
      <p className={styles.value}>{profile.account}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.avatars}>
          <legend className="visually-hidden">{t('sc_avatar')}</legend>
          {AVATAR_IDS.map((id, index) => (
            <label key={id} className={styles.avatarOption}>
              <input
                type="radio"
                name="avatar"
                value={id}
                checked={avatar === id}
                onChange={() => form.setValue('avatar', id)}
              />
              <img src={`/avatars/${id}.svg`} width={44} height={44} alt={t('sc_avatar_choice', { n: index + 1 })} />
            </label>
          ))}
        </fieldset>
        <FormTextField
          control={form.control}
          name="nickname"
          label={t('sc_nickname')}
          maxLength={20}
          required
          testId="sc-nickname"
        />
        <FormFooter
          submitLabel={t('sc_save')}
          busy={save.isPending}
          error={save.isError ? errorText(t, save.error) : null}
          success={save.isSuccess ? t('sc_saved') : null}
          testIds={{ submit: 'sc-nickname-save' }}
        />
      </form>
    </section>
  );
}
