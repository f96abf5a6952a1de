import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { LoadFailed } from '../../components/load-failed';
import { call } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format';
import { deviceLabel } from './device-label';
import styles from './security-centre.module.css';
import { LOGINS_KEY, useLoginHistory } from './security-queries';

const LOGIN_TYPES = new Set(['username', 'sms', 'freeplay', 'register', 'reset', 'google', 'facebook']);

/** Login history from the sessions (time, IP, how), which are still active, and "log out the other devices". */
export function LoginHistorySection() {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);
  const logoutOthers = useMutation({
    mutationFn: () => call('logoutOtherSessions'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LOGINS_KEY }),
  });
  const totalPages = history.data?.totalPages ?? 1;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="sc-logins">
      <div className={styles.sectionHead}>
        <h4 id={titleId} className={styles.sectionTitle}>
          {t('sc_login_history')}
        </h4>
        <button
          type="button"
          className={buttonClass('secondary', { size: 'small' })}
          onClick={() => logoutOthers.mutate()}
          disabled={logoutOthers.isPending}
          data-testid="sc-logout-others"
        >
          {t('sc_logout_others')}
        </button>
      </div>
      {logoutOthers.isSuccess ? (
        <p className={styles.success} role="status" data-testid="sc-logout-others-done">
          {t('sc_logged_out_others', { count: logoutOthers.data.revoked })}
        </p>
      ) : null}
      {logoutOthers.isError ? <p className={styles.error}>{errorText(t, logoutOthers.error)}</p> : null}
      {history.isError ? <LoadFailed error={history.error} onRetry={() => void history.refetch()} compact /> : null}
      <ul className={styles.list}>
        {(history.data?.content ?? []).map((login) => (
          <li key={login.id} className={styles.row} data-testid="sc-login-row">
            <div className={styles.rowMain}>
              <span className={styles.value}>{formatDateTime(login.time)}</span>
              <span className={styles.muted}>
                {t(LOGIN_TYPES.has(login.loginType) ? `sc_login_${login.loginType}` : 'sc_login_other')}
                {deviceLabel(login.device) ? ` · ${deviceLabel(login.device)}` : ''}
                {login.ip ? (
                  <>
                    {' · '}
                    <span className={styles.number}>{login.ip}</span>
                  </>
                ) : null}
              </span>
            </div>
            <span className={`${styles.tag} ${login.active ? styles.tagOk : ''}`}>
              {login.current ? t('sc_this_device') : t(login.active ? 'sc_login_active' : 'sc_login_ended')}
            </span>
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <div className={styles.pager}>
          <button
            type="button"
            className={buttonClass('ghost', { size: 'small' })}
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('sc_previous')}
          </button>
          <span className={styles.muted}>{t('sc_page_of', { page, total: totalPages })}</span>
          <button
            type="button"
            className={buttonClass('ghost', { size: 'small' })}
            disabled={page >= totalPages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('sc_next')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
