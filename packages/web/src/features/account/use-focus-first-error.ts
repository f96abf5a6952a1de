import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a failed attempt, takes the visitor to the first field in error (`aria-invalid`) of the whole dialog the
 * form is in, not only the form (the register popup's referral code sits above it): on a phone the submit button
 * is far below the fields, and an error at the top of a scrolled dialog goes unseen. `failed()` asks for it once;
 * the focus moves after the render that marked the fields.
 */
export function useFocusFirstError<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0) return;
    const scope = ref.current?.closest('dialog') ?? ref.current;
    const first = scope?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center' });
  }, [attempts]);
  const failed = useCallback(() => setAttempts((n) => n + 1), []);
  return { ref, failed };
}
