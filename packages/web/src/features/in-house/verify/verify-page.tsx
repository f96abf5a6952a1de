import { IN_HOUSE_GAME_CODES } from '@wl/rules/in-house/in-house-game';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button-class';
import type { VerifyInput } from '../api/in-house-verify';
import { verifyDefaultsText } from '../in-house-games';
import styles from './verify-page.module.css';
import { VerifyResultView } from './verify-result';

interface FormState {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  params: string;
  /** The server seed's hash published before play: the revealed seed must hash to it. */
  hash: string;
}

const HASH = /^[0-9a-f]{64}$/;

function fromSearch(search: URLSearchParams): FormState {
  const game = search.get('game') ?? 'dice';
  return {
    game,
    serverSeed: search.get('serverSeed') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: search.get('nonce') ?? '0',
    params: search.get('params') ?? verifyDefaultsText(game),
    hash: search.get('hash') ?? '',
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
  const hash = form.hash.trim().toLowerCase();
  if (hash && !HASH.test(hash)) return 'bgs_verify_bad_hash';
  return {
    game: form.game,
    serverSeed: form.serverSeed.trim(),
    clientSeed: form.clientSeed,
    nonce,
    params: form.params,
    ...(hash ? { serverSeedHash: hash } : {}),
  };
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
  const resultRef = useRef<HTMLDivElement>(null);
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
    // The answer is drawn above the form: bring it into view.
    resultRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('bgs_verify_title')}</h1>
      </header>
      {/* The verdict is the first thing the page says (a round's link verifies at once); the form follows. */}
      <div ref={resultRef} className={styles.resultSlot}>
        {input ? <VerifyResultView key={JSON.stringify(input)} input={input} /> : null}
      </div>
      <p className={styles.intro}>{t('bgs_verify_intro')}</p>
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
                params: verifyDefaultsText(game),
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
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${id}-hash`}>{t('bgs_published_hash')}</label>
          <input
            id={`${id}-hash`}
            name="hash"
            className={styles.mono}
            value={form.hash}
            onChange={set('hash')}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-hash-hint`}
          />
          <p id={`${id}-hash-hint`} className={styles.hint}>
            {t('bgs_published_hash_hint')}
          </p>
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
