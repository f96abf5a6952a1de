import { type PointerEvent, type ReactNode, useLayoutEffect, useRef } from 'react';

interface ModalProps {
  /** The visitor asks to close: Escape, or a press on the backdrop (only when dismissible). */
  onDismiss: () => void;
  /** false: Escape and the backdrop do nothing (a step the visitor must finish). */
  dismissible?: boolean;
  className?: string | undefined;
  labelledBy?: string | undefined;
  describedBy?: string | undefined;
  testId?: string | undefined;
  children?: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>` and `showModal()`: the browser puts it in the top layer, makes the
 * rest of the page inert (focus cannot leave it, clicks do not reach the page), moves focus into it, and tells us
 * about Escape with a `cancel` event. Mount it while it is open: it opens on mount and closes on unmount, handing
 * focus back to where it was. The page under it stops scrolling (styles/base.css). The backdrop is `::backdrop`.
 *
 * No focus trap is hand-made here: `showModal()` is that trap. It replaces a dialog library that cost the home page
 * about 14 KB gzip on a first visit (bench/README.md).
 */
export function Modal({
  onDismiss,
  dismissible = true,
  className,
  labelledBy,
  describedBy,
  testId,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onDismiss, dismissible });
  latest.current = { onDismiss, dismissible };

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onDismiss();
    };
    // A browser may close it without a cancelable `cancel` (Escape pressed twice with no click between): follow it,
    // or open it again when it must not be dismissed.
    const onClose = () => {
      if (latest.current.dismissible) latest.current.onDismiss();
      else if (dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
      const focused = document.activeElement;
      if (previous?.isConnected && (focused === document.body || focused === null || dialog.contains(focused)))
        previous.focus({ preventScroll: true });
    };
  }, []);

  // A press on the backdrop lands on the <dialog> itself, outside its box.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget || !latest.current.dismissible) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) latest.current.onDismiss();
  };

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      onPointerDown={onPointerDown}
    >
      {children}
    </dialog>
  );
}
