import { LOTTERY_FAMILIES } from '@wl/rules/lottery/families';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button-class';
import { PageFrame } from '../../../components/page-frame';
import styles from '../lottery.module.css';
import { type DrawCheck, verifyDraw } from './verify-draw';

interface Form {
  family: string;
  gameCode: string;
  numero: string;
  seed: string;
  hash: string;
  result: string;
}

const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The same check with nothing but Node (scripts/verify-lottery-draw.mjs, an independent implementation). */
function scriptLine(form: Form): string {
  const args = [
    `--family ${form.family}`,
    `--game ${form.gameCode.trim()}`,
    `--numero ${form.numero.trim()}`,
    `--seed ${form.seed.trim()}`,
  ];
  if (form.hash.trim()) args.push(`--hash ${form.hash.trim()}`);
  if (form.result.trim()) args.push(`--result ${words(form.result).join(',')}`);
  return `node scripts/verify-lottery-draw.mjs ${args.join(' ')}`;
}

/**
 * Recomputes any in-house lottery numero from public data (issue 14: "A verify page and a standalone script
 * recompute any numero from public data"), in this browser by the rules package's `deriveDraw`: open to anyone,
 * logged in or not. The game page's fairness rows link here with the numero's published values filled in.
 */
export function LotteryVerifyPage() {
  const { t } = useTranslation();
  const id = useId();
  const [search] = useSearchParams();
  const [form, setForm] = useState<Form>({
    family: LOTTERY_FAMILIES.find((f) => f === search.get('family')) ?? 'SSC',
    gameCode: search.get('gameCode') ?? '',
    numero: search.get('numero') ?? '',
    seed: search.get('seed') ?? '',
    hash: search.get('hash') ?? '',
    result: search.get('result') ?? '',
  });
  const [outcome, setOutcome] = useState<{ form: Form; check: DrawCheck } | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.gameCode.trim() || !form.numero.trim() || !form.seed.trim()) {
      setMissing(true);
      setOutcome(null);
      return;
    }
    setMissing(false);
    const result = words(form.result);
    setOutcome({
      form,
      check: verifyDraw({
        family: form.family,
        gameCode: form.gameCode.trim(),
        numero: form.numero.trim(),
        seed: form.seed.trim(),
        seedHash: form.hash.trim() || null,
        result: result.length > 0 ? result : null,
      }),
    });
  };

  const field = (key: keyof Form, label: string, extra: { mono?: boolean; hint?: string } = {}) => (
    <div className={styles.verifyField}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className={extra.mono ? styles.mono : undefined}
        value={form[key]}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={extra.hint ? `${id}-${key}-hint` : undefined}
        data-testid={`lv-input-${key}`}
      />
      {extra.hint ? (
        <p id={`${id}-${key}-hint`} className={styles.muted}>
          {extra.hint}
        </p>
      ) : null}
    </div>
  );

  const shown = outcome?.form;
  const check = outcome?.check;
  return (
    // In the page frame as the lottery pages: its gutter on a phone, the title's size, the document's title.
    <div className={styles.page} data-testid="lottery-verify-page">
      <PageFrame title={t('lot_verify_title')}>
        <p className={styles.muted}>{t('lot_fair_intro')}</p>
        <form className={styles.verifyForm} onSubmit={submit} noValidate data-testid="lv-form">
          <div className={styles.verifyField}>
            <label htmlFor={`${id}-family`}>{t('lot_verify_family')}</label>
            <select
              id={`${id}-family`}
              value={form.family}
              onChange={(event) => setForm({ ...form, family: event.target.value })}
              data-testid="lv-family"
            >
              {LOTTERY_FAMILIES.map((family) => (
                <option key={family} value={family}>
                  {t(`lot_family_${family}`)}
                </option>
              ))}
            </select>
          </div>
          {field('gameCode', t('lot_verify_game_code'))}
          {field('numero', t('lot_numero'))}
          {field('seed', t('lot_seed'), { mono: true })}
          {field('hash', t('lot_seed_hash'), { mono: true, hint: t('lot_verify_optional') })}
          {field('result', t('lot_result'), { mono: true, hint: t('lot_verify_result_hint') })}
          {missing ? (
            <p role="alert" className={styles.cancelError}>
              {t('lot_verify_missing')}
            </p>
          ) : null}
          <button type="submit" className={buttonClass('primary')} data-testid="lv-submit">
            {t('lot_verify')}
          </button>
        </form>
        {shown && check ? (
          <section className={styles.fair} aria-live="polite" data-testid="lv-outcome">
            <p className={styles.mono} data-testid="lv-derived">
              {t('lot_verify_derived')} {check.derived?.join(' ') ?? '-'}
            </p>
            {shown.hash.trim() ? (
              <p className={check.hashMatches ? styles.match : styles.mismatch} data-testid="lv-hash">
                {t(check.hashMatches ? 'lot_verify_hash_ok' : 'lot_verify_hash_bad')}
              </p>
            ) : null}
            {shown.result.trim() ? (
              <p className={check.drawMatches ? styles.match : styles.mismatch} data-testid="lv-draw">
                {t(check.drawMatches ? 'lot_verify_draw_ok' : 'lot_verify_draw_bad')}
              </p>
            ) : null}
            <p className={styles.muted}>{t('lot_verify_script')}</p>
            <pre className={`${styles.mono} ${styles.verifyScript}`} data-testid="lv-script">
              {scriptLine(shown)}
            </pre>
          </section>
        ) : null}
      </PageFrame>
    </div>
  );
}
