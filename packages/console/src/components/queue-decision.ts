import { useState } from 'react';

/** The part of a TanStack mutation a decision uses. */
interface DecisionMutation<Input> {
  mutate: (input: Input, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/**
 * A queue row's decision, from the row's button to the server: which row and which choice the dialog asks about
 * (approve or reject; a P2P dispute's paid or unpaid), a fresh start each time (the last refusal cleared), and the
 * call with the dialog's reason; the dialog closes once the server agreed.
 */
export function useRowDecision<Row, Choice, Input>(
  mutation: DecisionMutation<Input>,
  input: (row: Row, choice: Choice, reason: string) => Input,
) {
  const [deciding, setDeciding] = useState<{ row: Row; choice: Choice } | null>(null);
  return {
    deciding,
    start: (row: Row, choice: Choice) => {
      mutation.reset();
      setDeciding({ row, choice });
    },
    confirm: (reason: string) => {
      if (!deciding) return;
      mutation.mutate(input(deciding.row, deciding.choice, reason), { onSuccess: () => setDeciding(null) });
    },
    cancel: () => setDeciding(null),
    pending: mutation.isPending,
    error: mutation.error,
  };
}
