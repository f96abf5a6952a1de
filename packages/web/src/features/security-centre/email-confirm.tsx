import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { WarningDialog } from '../../components/warning-dialog';
import { call } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';

export const VERIFY_EMAIL_PARAM = 'verifyEmail';

/**
 * The e-mail verification link (`/?verifyEmail=<token>`) opens the site, which confirms the address (on any device,
 * logged in or not) and says how it went; the token leaves the address bar at once.
 */
export function EmailConfirm() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const confirm = useMutation({ mutationFn: (token: string) => call('confirmEmail', { token }) });
  const token = new URLSearchParams(location.search).get(VERIFY_EMAIL_PARAM);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link
  useEffect(() => {
    if (!token) return;
    confirm.mutate(token);
    const params = new URLSearchParams(location.search);
    params.delete(VERIFY_EMAIL_PARAM);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [token]);
  const message = confirm.isSuccess
    ? t('sc_email_confirmed', { email: confirm.data.email })
    : confirm.isError
      ? errorText(t, confirm.error)
      : null;
  return (
    <WarningDialog title={t('email')} message={message} onClose={() => confirm.reset()} testId="email-confirm-result" />
  );
}
