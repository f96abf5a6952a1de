import { IN_HOUSE_GAME_CODES } from '@wl/rules/in-house/in-house-game';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { errorText } from '../../lib/error-text';
import { useVerify, type VerifyInput } from './in-house-api';
import { DEFAULT_PARAMS, stableJson } from './in-house-games';
import { formatMultiplier } from './money';
import { OutcomeSummary } from './outcome-summary';
import { useBrowserVerify } from './use-browser-verify';
import styles from './verify-page.module.css';

interface FormState {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  params: string;
}

function fromSearch(search: URLSearchParams): FormState {
  const game = search.get('game') ?? 'dice';
  return {
    game,
    serverSeed: search.get('serverSeed') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: search.get('nonce') ?? '0',
    params: search.get('params') ?? JSON.stringify(DEFAULT_PARAMS[game as 'dice'] ?? {}),
  };
}

/** The form as a verify call, or the key of what is wrong with it. */
function toInput(form: FormState): VerifyInput | string {
  const nonce = Number(form.nonce);
  if (!form.serverSeed.trim() || !form.clientSeed.trim()) return 'input_required';
  if (!Number.isSafeInteger(nonce) || nonce < 0) return 'bgs_verify_bad_nonce';
  try {
    JSON.parse(form.params);
  } catch {
    return 'bgs_verify_bad_params';
  }
  return {
    game: form.game,
    serverSeed: form.serverSeed.trim(),
    clientSeed: form.clientSeed,
    nonce,
    params: form.params,
  };
}

const sameFloats = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function Check({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId?: string }) {
  return (
    <p className={ok ? styles.ok : styles.bad} data-testid={testId} data-match={ok ? 'true' : 'false'}>
      <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
      {ok ? yes : no}
    </p>
  );
}

function VerifyResultView({ input }: { input: VerifyInput }) {
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
  const floatsAgree = b ? sameFloats(b.floats, s.floats) : false;
  const hashAgrees = b?.serverSeedHash === s.serverSeedHash;
  const resultAgrees =
    b?.result != null && b.result.multiplier === s.multiplier && stableJson(b.result.outcome) === stableJson(s.outcome);
  const recorded = s.recorded;
  const recordedMatches =
    recorded !== null && recorded.multiplier === s.multiplier && stableJson(recorded.outcome) === stableJson(s.outcome);

  return (
    <section className={styles.result} data-testid="verify-result" aria-live="polite">
      <dl className={styles.facts}>
        <div>
          <dt>{t('bgs_server_seed_hash')}</dt>
          <dd className={styles.mono} data-testid="verify-hash">
            {b?.serverSeedHash ?? s.serverSeedHash}
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
      <Check ok={hashAgrees} yes={t('bgs_verify_hash_agree')} no={t('bgs_verify_hash_differ')} />
      <Check
        ok={floatsAgree}
        yes={t('bgs_verify_floats_agree')}
        no={t('bgs_verify_floats_differ')}
        testId="verify-floats-match"
      />
      <Check ok={resultAgrees} yes={t('bgs_verify_result_agree')} no={t('bgs_verify_result_differ')} />
      {recorded === null ? (
        <p className={styles.neutral} data-testid="verify-match" data-match="none">
          {t('bgs_verify_not_recorded')}
        </p>
      ) : (
        <Check
          ok={recordedMatches}
          yes={t('bgs_verify_recorded_match')}
          no={t('bgs_verify_recorded_differ')}
          testId="verify-match"
        />
      )}

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

/**
 * `/verify`: recompute any in-house round from its revealed server seed, client seed, nonce and params (design.md
 * "Games and vendors"), on the server and, independently, in this browser. Query parameters pre-fill the form.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const id = useId();
  const [search] = useSearchParams();
  const [form, setForm] = useState<FormState>(() => fromSearch(search));
  const [problem, setProblem] = useState<string | null>(null);
  // A link from a round (every field given) verifies at once.
  const [input, setInput] = useState<VerifyInput | null>(() => {
    const first = toInput(fromSearch(search));
    return search.get('serverSeed') && typeof first !== 'string' ? first : null;
  });
  useEffect(() => {
    document.title = t('bgs_verify_title');
  }, [t]);

  const set = (key: keyof FormState) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = toInput(form);
    if (typeof next === 'string') {
      setProblem(next);
      return;
    }
    setProblem(null);
    setInput(next);
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('bgs_verify_title')}</h1>
        <p className={styles.intro}>{t('bgs_verify_intro')}</p>
      </header>
      <form className={styles.form} data-testid="verify-form" onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-game`}>{t('bgs_game')}</label>
          <select
            id={`${id}-game`}
            name="game"
            value={form.game}
            onChange={(e) => {
              const game = e.target.value;
              setForm((f) => ({
                ...f,
                game,
                params: JSON.stringify(DEFAULT_PARAMS[game as 'dice'] ?? {}),
              }));
            }}
          >
            {IN_HOUSE_GAME_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`bgs_game_${code}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-server`}>{t('bgs_server_seed')}</label>
          <input
            id={`${id}-server`}
            name="serverSeed"
            className={styles.mono}
            value={form.serverSeed}
            onChange={set('serverSeed')}
            maxLength={128}
            autoComplete="off"
            spellCheck={false}
            required
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-client`}>{t('bgs_client_seed')}</label>
          <input
            id={`${id}-client`}
            name="clientSeed"
            className={styles.mono}
            value={form.clientSeed}
            onChange={set('clientSeed')}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            required
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-nonce`}>{t('bgs_nonce')}</label>
          <input
            id={`${id}-nonce`}
            name="nonce"
            type="number"
            min={0}
            step={1}
            value={form.nonce}
            onChange={set('nonce')}
            required
          />
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${id}-params`}>{t('bgs_params')}</label>
          <textarea
            id={`${id}-params`}
            name="params"
            className={styles.mono}
            rows={2}
            value={form.params}
            onChange={set('params')}
            spellCheck={false}
            aria-describedby={`${id}-params-hint`}
          />
          <p id={`${id}-params-hint`} className={styles.hint}>
            {t(`bgs_params_hint_${form.game}`, { defaultValue: '' })}
          </p>
        </div>
        {problem ? (
          <p className={`${styles.bad} ${styles.wide}`} role="alert">
            {t(problem)}
          </p>
        ) : null}
        <button
          type="submit"
          className={buttonClass('primary', { className: styles.wide })}
          data-testid="verify-submit"
        >
          {t('bgs_verify')}
        </button>
      </form>
      {input ? <VerifyResultView key={JSON.stringify(input)} input={input} /> : null}
      <section className={styles.how}>
        <h2 className={styles.subtitle}>{t('bgs_verify_how')}</h2>
        <ol>
          <li>{t('bgs_verify_step_hash')}</li>
          <li>{t('bgs_verify_step_hmac')}</li>
          <li>{t('bgs_verify_step_floats')}</li>
          <li>{t('bgs_verify_step_rules')}</li>
        </ol>
      </section>
    </div>
  );
}
