import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Runs a job's current period now; the job list and its runs reload with the outcome. */
export function useJobRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'jobRun'>) => call('jobRun', input),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['jobList'] });
      void client.invalidateQueries({ queryKey: ['jobRuns'] });
    },
  });
}
