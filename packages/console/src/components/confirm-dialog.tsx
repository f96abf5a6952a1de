import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { FormFooter } from './form-footer';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence. */
  message: string;
  confirmLabel: string;
  /** Destructive actions get a red button. */
  danger?: boolean;
  pending?: boolean;
  error?: unknown;
  /** Fields the action needs (a reason, an amount); the form's own validation runs before onConfirm. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Every destructive action asks first (issue 12). The browser's modal <dialog> traps focus, makes the page inert
 * and closes on Escape; nothing is injected inline, so the console's strict CSP holds.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, danger, pending, error, children, onConfirm, onCancel } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
    >
      {open && (
        <form className="dialog__form" onSubmit={submit}>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <p className="dialog__message">{message}</p>
          {children}
          <FormFooter
            className="dialog__actions"
            submitLabel={confirmLabel}
            busy={pending}
            error={error}
            danger={danger}
            onCancel={onCancel}
          />
        </form>
      )}
    </dialog>
  );
}
