import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { call } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { getInvitationCode } from '../../lib/session';
import { useSiteInfo } from '../../lib/site-status';
import styles from './account-form.module.css';
import { type SocialProvider, SocialSignInError, signInWithPopup } from './social-sign-in';
import { useCompleteLogin } from './use-complete-login';

/** Google and Facebook sign-in, shown only for the providers the brand offers (status info.social). */
export function SocialButtons() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const complete = useCompleteLogin();
  const [error, setError] = useState<string | null>(null);
  const providers: { provider: SocialProvider; clientId: string; labelKey: string }[] = [
    ...(info.social.google
      ? [{ provider: 'google' as const, clientId: info.social.google.clientId, labelKey: 'social_sign_in_google' }]
      : []),
    ...(info.social.facebook
      ? [{ provider: 'facebook' as const, clientId: info.social.facebook.appId, labelKey: 'social_sign_in_facebook' }]
      : []),
  ];
  const signIn = useMutation({
    mutationFn: async ({ provider, clientId }: { provider: SocialProvider; clientId: string }) => {
      const { idToken, nonce } = await signInWithPopup(provider, clientId);
      const affiliateCode = getInvitationCode('affiliateCode');
      const referralCode = getInvitationCode('referralCode');
      return call('socialLogin', {
        provider,
        idToken,
        nonce,
        ...(affiliateCode ? { affiliateCode } : {}),
        ...(referralCode ? { referralCode } : {}),
      });
    },
    onSuccess: (value, { provider }) => complete(value, provider),
    onError: (failure) => setError(failure instanceof SocialSignInError ? t(failure.code) : errorText(t, failure)),
  });
  if (providers.length === 0) return null;
  return (
    <div className={styles.social}>
      {providers.map(({ provider, clientId, labelKey }) => (
        <button
          key={provider}
          type="button"
          className={buttonClass('secondary', { className: styles.submit })}
          disabled={signIn.isPending}
          onClick={() => {
            setError(null);
            signIn.mutate({ provider, clientId });
          }}
          data-testid={`social-${provider}-sign-in`}
        >
          {t(labelKey)}
        </button>
      ))}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
