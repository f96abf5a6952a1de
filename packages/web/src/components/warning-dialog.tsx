import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import { DialogShell } from './dialog-shell';
import styles from './warning-dialog.module.css';

/**
 * A warning with one button (spec 5 "warning dialog ... with a submit button", spec 8 "SMS failure"). The button
 * only acknowledges, so it reads "OK", not "Submit" (issue 13). Open while `message` is set; the button and Escape
 * both dismiss it.
 */
export function WarningDialog({
  message,
  onClose,
  title,
  testId,
}: {
  message: string | null;
  onClose: () => void;
  title?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={message !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title ?? t('warning')}
    >
      <p className={styles.message} role="alert" data-testid={testId}>
        {message}
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary')} onClick={onClose} data-testid="warning-submit">
          {t('ok')}
        </button>
      </div>
    </DialogShell>
  );
}
