import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

/** Removes a favourite; the toggle (../use-favourite-toggle.tsx) updates the cache at once and refreshes it after. */
export const useRemoveFavorite = () =>
  useMutation({ mutationFn: (input: CallInput<'removeFavorite'>) => call('removeFavorite', input) });
