import { useSyncExternalStore } from 'react';
import { getBrand, getSession, type OperatorSession, subscribeSession } from './session';

export function useSession(): OperatorSession | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** The brand the operator works on: their choice, else the first brand of their scope. */
export function useBrand(): string | null {
  const session = useSession();
  const chosen = useSyncExternalStore(subscribeSession, getBrand, () => null);
  if (!session) return null;
  const { operator } = session;
  if (chosen && (operator.allBrands || operator.brands.includes(chosen))) return chosen;
  return operator.brands[0] ?? null;
}
