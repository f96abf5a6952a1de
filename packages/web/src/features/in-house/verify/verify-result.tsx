import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useVerify, type VerifyInput } from '../api/in-house-verify';
import { formatMultiplier } from '../game-numbers';
import { outcomeSummaryOf } from '../in-house-games';
import { stableJson } from './stable-json';
import { useBrowserVerify } from './use-browser-verify';
import styles from './verify-page.module.css';

const sameFloats = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** A passed (ok), failed or, with `ok` null, not made check. */
function Check({
  ok,
  yes,
  no,
  none,
  testId,
}: {
  ok: boolean | null;
  yes: string;
  no: string;
  none?: string;
  testId?: string;
}) {
  const tone = ok === null ? styles.neutral : ok ? styles.ok : styles.bad;
  return (
    <p className={tone} data-testid={testId} data-match={ok === null ? 'none' : String(ok)}>
      {ok === null ? null : <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>}
      {ok === null ? none : ok ? yes : no}
    </p>
  );
}

/** A round's outcome in words by its game's summary (in-house-games.ts); raw JSON for a game the web does not know. */
function OutcomeSummary({ game, outcome }: { game: string; outcome: Record<string, unknown> }) {
  const Summary = outcomeSummaryOf(game);
  return Summary ? <Summary outcome={outcome} /> : <pre>{JSON.stringify(outcome)}</pre>;
}

/**
 * The verdict comes first: a seed that does not hash to the published hash, a browser that disagrees with the
 * server, or a recomputation that is not the round played, is said at the top in red with what did not match;
 * only then what the values give, and each check.
 */
export function VerifyResultView({ input }: { input: VerifyInput }) {
  const { t } = useTranslation();
  const server = useVerify(input);
  const browser = useBrowserVerify(input);
  if (server.isPending || browser.isPending) return <p aria-busy="true">{t('app_loading')}</p>;
  if (server.isError) {
    return (
      <p className={styles.bad} role="alert" data-testid="verify-error">
        {errorText(t, server.error)}
        {server.error && 'details' in server.error && Array.isArray(server.error.details)
          ? ` ${server.error.details.map((d: { message: string }) => d.message).join('; ')}`
          : ''}
      </p>
    );
  }
  const s = server.data;
  const b = browser.data;
  const seedHash = b?.serverSeedHash ?? s.serverSeedHash;
  const published = input.serverSeedHash ?? null;
  const hashMatches = published === null ? null : seedHash === published && s.serverSeedHash === published;
  const floatsAgree = b ? sameFloats(b.floats, s.floats) : false;
  const resultAgrees =
    b?.result != null && b.result.multiplier === s.multiplier && stableJson(b.result.outcome) === stableJson(s.outcome);
  const agree = floatsAgree && resultAgrees && b?.serverSeedHash === s.serverSeedHash;
  const recorded = s.recorded;
  const recordedMatches =
    recorded === null
      ? null
      : recorded.multiplier === s.multiplier && stableJson(recorded.outcome) === stableJson(s.outcome);

  const problems: { key: string; body: ReactNode }[] = [];
  if (hashMatches === false) {
    problems.push({
      key: 'hash',
      body: (
        <>
          {t('bgs_verify_bad_seed')}
          <dl className={styles.mismatchFacts}>
            <dt>{t('bgs_published_hash')}</dt>
            <dd className={styles.mono}>{published}</dd>
            <dt>{t('bgs_verify_seed_hashes_to')}</dt>
            <dd className={styles.mono}>{seedHash}</dd>
          </dl>
        </>
      ),
    });
  }
  if (!agree) problems.push({ key: 'agree', body: t('bgs_verify_disagree') });
  if (recorded !== null && recordedMatches === false) {
    problems.push({
      key: 'recorded',
      body: t('bgs_verify_recorded_was', {
        recorded: formatMultiplier(recorded.multiplier),
        now: formatMultiplier(s.multiplier),
      }),
    });
  }
  const verified = problems.length === 0 && (hashMatches === true || recordedMatches === true);

  return (
    <section className={styles.result} data-testid="verify-result" aria-live="polite">
      {problems.length > 0 ? (
        <div className={`${styles.bad} ${styles.verdict}`} role="alert" data-testid="verify-verdict" data-match="false">
          <p className={styles.verdictTitle}>
            <span aria-hidden="true">✗ </span>
            {t('bgs_verify_mismatch')}
          </p>
          <ul>
            {problems.map((p) => (
              <li key={p.key}>{p.body}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p
          className={`${verified ? styles.ok : styles.neutral} ${styles.verdict}`}
          role="status"
          data-testid="verify-verdict"
          data-match={verified ? 'true' : 'none'}
        >
          {verified ? <span aria-hidden="true">✓ </span> : null}
          {t(verified ? 'bgs_verify_verified' : 'bgs_verify_unchecked')}
        </p>
      )}

      <dl className={`${styles.facts} ${problems.length > 0 ? styles.dim : ''}`}>
        <div>
          <dt>{t('bgs_server_seed_hash')}</dt>
          <dd className={styles.mono} data-testid="verify-hash">
            {seedHash}
          </dd>
        </div>
        <div>
          <dt>{t('bgs_multiplier')}</dt>
          <dd className={styles.big} data-testid="verify-multiplier">
            {formatMultiplier(s.multiplier)}
          </dd>
        </div>
        <div>
          <dt>{t('bgs_result')}</dt>
          <dd>
            <OutcomeSummary game={input.game} outcome={s.outcome} />
          </dd>
        </div>
      </dl>

      <h2 className={styles.subtitle}>{t('bgs_verify_checks')}</h2>
      <Check
        ok={hashMatches}
        yes={t('bgs_verify_seed_hash_agree')}
        no={t('bgs_verify_bad_seed')}
        none={t('bgs_verify_no_published_hash')}
        testId="verify-hash-check"
      />
      <Check
        ok={floatsAgree}
        yes={t('bgs_verify_floats_agree')}
        no={t('bgs_verify_floats_differ')}
        testId="verify-floats-match"
      />
      <Check ok={resultAgrees} yes={t('bgs_verify_result_agree')} no={t('bgs_verify_result_differ')} />
      <Check
        ok={recordedMatches}
        yes={t('bgs_verify_recorded_match')}
        no={t('bgs_verify_recorded_differ')}
        none={t('bgs_verify_not_recorded')}
        testId="verify-match"
      />

      <details className={styles.floats}>
        <summary>{t('bgs_verify_floats', { n: s.floats.length })}</summary>
        <div className={styles.scroll}>
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('bgs_verify_browser')}</th>
                <th scope="col">{t('bgs_verify_server')}</th>
              </tr>
            </thead>
            <tbody>
              {s.floats.map((f, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: floats are numbered by position
                <tr key={i}>
                  <td>{i}</td>
                  <td className={styles.mono}>{b?.floats[i] ?? '—'}</td>
                  <td className={styles.mono}>{f}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
