import { can } from '@wl/contract/operator-capabilities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DeskTable } from '../../components/desk-table';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/use-session';
import { useJobList, useJobRun, useJobRuns } from './api/use-jobs';
import { durationText, type JobRun, resultEntries, STATUS_BADGE, scheduleText } from './job-text';
import './jobs.css';

const STATUSES = ['ok', 'failed', 'running'] as const;
const PAGE_SIZE = 50;

function StatusBadge({ status }: { status: JobRun['status'] }) {
  const { t } = useTranslation();
  return <span className={STATUS_BADGE[status]}>{t(`job_status_${status}`)}</span>;
}

function JobsTable() {
  const { t } = useTranslation();
  const jobs = useJobList();
  const session = useSession();
  const canRun = !!session && can(session.operator.role, 'jobs.run');
  const runJob = useJobRun();
  const [asked, setAsked] = useState<string | null>(null);
  const report = runJob.data;
  return (
    <section className="panel">
      <h2 className="panel__title">{t('jobs_scheduled')}</h2>
      <ErrorNotice error={jobs.error} />
      <div className="table-wrap">
        <table className="table table--compact" aria-label={t('jobs_scheduled')}>
          <thead>
            <tr>
              <th scope="col">{t('job')}</th>
              <th scope="col">{t('job_schedule')}</th>
              <th scope="col">{t('job_catch_up')}</th>
              <th scope="col" className="num">
                {t('job_max_attempts')}
              </th>
              <th scope="col">{t('job_last_run')}</th>
              {canRun && (
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {jobs.data?.jobs.map((job) => (
              <tr key={job.name}>
                <td className="mono">{job.name}</td>
                <td>{scheduleText(t, job.schedule)}</td>
                <td>{t(`job_catch_up_${job.catchUp}`)}</td>
                <td className="num">{job.maxAttempts}</td>
                <td>
                  {job.lastRun ? (
                    <>
                      <StatusBadge status={job.lastRun.status} /> <span className="mono">{job.lastRun.periodKey}</span>
                    </>
                  ) : (
                    <span className="muted">{t('job_never_ran')}</span>
                  )}
                </td>
                {canRun && (
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => {
                        runJob.reset();
                        setAsked(job.name);
                      }}
                    >
                      {t('job_run_now')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report && (
        <p className="inline-status" role="status">
          {t(`job_run_${report.outcome}`, { job: report.job, period: report.period, error: report.error ?? '' })}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('job_run_title', { job: asked ?? '' })}
        message={t('job_run_message')}
        confirmLabel={runJob.isPending ? t('working') : t('job_run_now')}
        pending={runJob.isPending}
        error={runJob.error}
        onConfirm={() => {
          if (asked) runJob.mutate({ job: asked }, { onSuccess: () => setAsked(null) });
        }}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}

/**
 * The jobs desk (issue 12): the jobs every server instance schedules and their recorded runs, filtered and paged by
 * the server; with jobs.run, "run now" runs a job's current period (the command line's `jobs run` does the same).
 */
export function JobsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const jobs = useJobList();
  const job = params.get('job') ?? '';
  const statusParam = params.get('status');
  const status = STATUSES.find((s) => s === statusParam);
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const runs = useJobRuns({ pageNo, pageSize: PAGE_SIZE, ...(job ? { job } : {}), ...(status ? { status } : {}) });
  const setFilter = (key: 'job' | 'status', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const data = runs.data;

  return (
    <>
      <PageHeader title={t('nav_jobs')} />
      <JobsTable />
      <section className="panel">
        <h2 className="panel__title">{t('job_runs')}</h2>
        <form className="filters" aria-label={t('job_filter')} onSubmit={(e) => e.preventDefault()}>
          <label className="field field--inline">
            <span className="field__label">{t('job')}</span>
            <select className="input" value={job} onChange={(e) => setFilter('job', e.target.value)}>
              <option value="">{t('job_any')}</option>
              {jobs.data?.jobs.map((j) => (
                <option key={j.name} value={j.name}>
                  {j.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field field--inline">
            <span className="field__label">{t('job_outcome')}</span>
            <select className="input" value={status ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
              <option value="">{t('job_any')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`job_status_${s}`)}
                </option>
              ))}
            </select>
          </label>
        </form>
        <DeskTable
          columns={[
            { label: t('job') },
            { label: t('job_period') },
            { label: t('job_outcome') },
            { label: t('job_attempts'), num: true },
            { label: t('job_started') },
            { label: t('job_ended') },
            { label: t('job_took'), num: true },
            { label: t('job_error_or_result') },
          ]}
          rows={data?.content}
          empty={t('job_no_runs')}
          label={t('job_runs')}
          compact
          page={data}
          onPage={goTo}
          loading={runs.isLoading}
          error={runs.error}
        >
          {(run) => (
            <tr key={run.id}>
              <td className="mono nowrap">{run.job}</td>
              <td className="mono nowrap">{run.periodKey}</td>
              <td>
                <StatusBadge status={run.status} />
              </td>
              <td className="num">{run.attempts}</td>
              <td className="nowrap">{formatDateTime(run.startedAt)}</td>
              <td className="nowrap">{formatDateTime(run.endedAt)}</td>
              <td className="num">{durationText(run)}</td>
              <td className={run.error ? 'job__result num--negative' : 'job__result'}>
                {run.error ??
                  resultEntries(run.result).map(([key, value]) => (
                    <span key={key} className="job__fact">
                      {key}: <span className="mono">{value}</span>
                    </span>
                  ))}
              </td>
            </tr>
          )}
        </DeskTable>
      </section>
    </>
  );
}
