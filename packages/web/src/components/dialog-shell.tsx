import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import styles from './dialog-shell.module.css';
import { CloseIcon } from './icon';
import { Modal } from './modal';

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  testId?: string;
  wide?: boolean;
  /** Extra classes for the dialog box (a feature's own size or layout). */
  className?: string;
  /** false: no close button, Escape and outside clicks do nothing (a step the visitor must finish). */
  dismissible?: boolean;
  children?: ReactNode;
}

/** A centred modal (components/modal.tsx): focus kept inside, Escape, labelled title and a close button. */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  testId,
  wide,
  className,
  dismissible = true,
  children,
}: DialogShellProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  if (!open) return null;
  return (
    <Modal
      onDismiss={() => onOpenChange(false)}
      dismissible={dismissible}
      className={`${styles.content} ${wide ? styles.wide : ''} ${className ?? ''}`}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      testId={testId}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {dismissible ? (
          <button
            type="button"
            className={buttonClass('ghost', { icon: true })}
            aria-label={t('close')}
            onClick={() => onOpenChange(false)}
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children}
    </Modal>
  );
}
