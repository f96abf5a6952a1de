import { AVATAR_IDS, type SecurityProfile } from '@wl/contract/routes/member-centre';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { InputField } from '../../components/form-fields';
import { openAuthDialog } from '../../lib/auth-dialog';
import { errorText } from '../../lib/error-text';
import styles from './security-centre.module.css';
import { useProfileMutation } from './security-queries';

/** Nickname, a preset avatar (the member icon call answers it) and the change-password dialog. */
export function AccountSection({ profile }: { profile: SecurityProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [nickname, setNickname] = useState(profile.nickname);
  const [avatar, setAvatar] = useState(profile.avatar);
  const save = useProfileMutation('updateNickname');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ nickname: nickname.trim(), avatar });
  };
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
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.avatars}>
          <legend className="visually-hidden">{t('sc_avatar')}</legend>
          {AVATAR_IDS.map((id, index) => (
            <label key={id} className={styles.avatarOption}>
              <input type="radio" name="avatar" value={id} checked={avatar === id} onChange={() => setAvatar(id)} />
              <img src={`/avatars/${id}.svg`} width={44} height={44} alt={t('sc_avatar_choice', { n: index + 1 })} />
            </label>
          ))}
        </fieldset>
        <InputField
          label={t('sc_nickname')}
          value={nickname}
          onValueChange={setNickname}
          minLength={2}
          maxLength={20}
          required
          testId="sc-nickname"
        />
        {save.isError ? <p className={styles.error}>{errorText(t, save.error)}</p> : null}
        {save.isSuccess ? (
          <p className={styles.success} role="status">
            {t('sc_saved')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={save.isPending}
            data-testid="sc-nickname-save"
          >
            {t('sc_save')}
          </button>
        </div>
      </form>
    </section>
  );
}
