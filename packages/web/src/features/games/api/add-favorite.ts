import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

/** Adds a favourite; the toggle (../use-favourite-toggle.tsx) updates the cache at once and refreshes it after. */
export const useAddFavorite = () =>
  useMutation({ mutationFn: (input: CallInput<'addFavorite'>) => call('addFavorite', input) });
