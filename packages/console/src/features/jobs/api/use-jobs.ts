import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

/** The scheduled jobs, their schedules and latest runs. */
export function useJobList() {
  return useQuery({ queryKey: ['jobList'], queryFn: ({ signal }) => call('jobList', {}, { signal }) });
}

/** Recorded runs, filtered and paged by the server. */
export function useJobRuns(query: CallInput<'jobRuns'>) {
  return useQuery({
    queryKey: ['jobRuns', query] as const,
    queryFn: ({ signal }) => call('jobRuns', query, { signal }),
    placeholderData: keepPreviousData,
  });
}
