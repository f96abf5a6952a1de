import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import styles from './dialog-shell.module.css';
import { CloseIcon } from './icon';

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

/** A centred modal on Radix Dialog: focus trap, Escape, labelled title and a close button. */
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${wide ? styles.wide : ''} ${className ?? ''}`}
          data-testid={testId}
          {...(dismissible
            ? {}
            : {
                onEscapeKeyDown: (event: Event) => event.preventDefault(),
                onPointerDownOutside: (event: Event) => event.preventDefault(),
                onInteractOutside: (event: Event) => event.preventDefault(),
              })}
          // Radix expects an explicit undefined when a dialog has no description.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {dismissible ? (
              <Dialog.Close className={buttonClass('ghost', { icon: true })} aria-label={t('close')}>
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </div>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
