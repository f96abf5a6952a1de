import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { DialogShell } from '../../components/dialog-shell';
import { useLogout } from '../../features/account/use-logout';
import styles from './header-login.module.css';

/** Spec 4 "Logout: asks confirmation (in_sure_logout)". */
export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => setConfirming(true)}
        data-testid="logout-button"
      >
        {t('logout')}
      </button>
      <DialogShell open={confirming} onOpenChange={setConfirming} title={t('logout')} description={t('in_sure_logout')}>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('ghost')} onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => setConfirming(false) })}
            data-testid="logout-confirm"
          >
            {t('confirm')}
          </button>
        </div>
      </DialogShell>
    </>
  );
}
