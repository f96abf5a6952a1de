import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { WarningDialog } from '../../components/warning-dialog';
import { errorText } from '../../lib/error-text';
import styles from './account-form.module.css';
import { useSmsCountdown } from './use-sms-countdown';

/**
 * "Send code" with the countdown of spec 4 "SMS send". `send` answers the expiredMinutes of the server; a
 * failure shows the server message in a warning dialog with a submit button (spec 8). `throttleMs` drops
 * repeated clicks (the login button, spec 4); `canSend` validates the number first and may show its own error.
 */
export function SendCodeButton({
  send,
  canSend,
  throttleMs = 0,
  testId,
}: {
  send: () => Promise<{ expiredMinutes: number }>;
  canSend: () => boolean | Promise<boolean>;
  throttleMs?: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const countdown = useSmsCountdown();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lastClick = useRef(Number.NEGATIVE_INFINITY);
  const click = async () => {
    const now = Date.now();
    if (now - lastClick.current < throttleMs) return;
    // A form's check may be asynchronous; a plain one keeps the click synchronous, within its throttle window.
    const allowed = canSend();
    if (!(typeof allowed === 'boolean' ? allowed : await allowed)) return;
    // Only a click that sends starts the throttle window: fixing a mistyped number is not held back.
    lastClick.current = now;
    setPending(true);
    try {
      const answer = await send();
      countdown.start(answer.expiredMinutes);
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', { className: styles.side })}
        onClick={() => void click()}
        disabled={countdown.running || pending}
        data-testid={testId}
        aria-live="polite"
      >
        {countdown.running ? t('sms_resend_in', { seconds: countdown.remaining }) : t('sms_send')}
      </button>
      <WarningDialog message={failure} onClose={() => setFailure(null)} testId="sms-error" />
    </>
  );
}
