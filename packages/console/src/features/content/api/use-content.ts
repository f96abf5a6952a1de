import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export type ContentListName = 'noticeList' | 'bannerList' | 'articleList';
export type ContentSaveName = 'noticeSave' | 'bannerSave' | 'articleSave';

/** A list of the content desk, paged and filtered by the server. */
export function useContentList<N extends ContentListName>(name: N, query: CallInput<N> | null) {
  return useQuery({
    queryKey: [name, query] as const,
    queryFn: ({ signal }) => call(name, query as CallInput<N>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every change refreshes the three lists (a save, a switch, a move or a delete). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      (['noticeList', 'bannerList', 'articleList'] as const).map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    );
}

export function useContentSave<N extends ContentSaveName>(name: N) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: CallInput<N>) => call(name, input), onSuccess: refresh });
}

export function useContentState() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CallInput<'contentSetState'>) => call('contentSetState', input),
    onSuccess: refresh,
  });
}

export function useContentDelete() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CallInput<'contentDelete'>) => call('contentDelete', input),
    onSuccess: refresh,
  });
}

/** The HTML as the server would store it: sanitised there, the same way as on save. */
export function useContentPreview(html: string) {
  return useQuery({
    queryKey: ['contentPreview', html] as const,
    queryFn: ({ signal }) => call('contentPreview', { html }, { signal }),
    enabled: html.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
