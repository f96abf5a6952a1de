import { useMutation } from '@tanstack/react-query';
import { CONSTANTS } from '@wl/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { call, encryptPayload, isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import styles from './account-form.module.css';
import { useCompleteLogin } from './use-complete-login';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomString(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

function platformName(): string {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return nav.userAgentData?.platform || navigator.platform || 'unknown';
}

/**
 * Spec 4 "Free-play login" (FREEPLAY3): a trial session with play money. The payload carries an encrypted
 * random string, platform W and gateway version 3 (spec 7, 9). A brand that turned it off answers
 * function_not_enabled, and the button goes away.
 */
export function FreePlayButton() {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const [disabled, setDisabled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const freePlay = useMutation({
    mutationFn: async () =>
      call('freePlay', {
        os: platformName(),
        platform: 'W',
        value: await encryptPayload(randomString(32)),
        gatewayVersion: CONSTANTS.freePlayGatewayVersion,
      }),
    onSuccess: (value) => complete(value, 'freePlay'),
    onError: (failure) => {
      if (isApiError(failure, 'function_not_enabled')) setDisabled(true);
      setError(errorText(t, failure));
    },
  });
  return (
    <>
      {disabled ? null : (
        <button
          type="button"
          className={buttonClass('secondary', { className: styles.submit })}
          onClick={() => {
            setError(null);
            freePlay.mutate();
          }}
          disabled={freePlay.isPending}
          data-testid="free-play"
        >
          {t('free_play')}
        </button>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
