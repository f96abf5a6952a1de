import type { lotteryDeskCorrection } from '@wl/contract/operator-routes/lottery';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorNotice } from '../../components/error-notice';
import { ReasonField } from '../../components/reason-field';
import { formatAmount, formatDateTime } from '../../lib/format';
import {
  useCorrectionConfirm,
  useCorrectionPropose,
  useCorrectionWithdraw,
  useLotteryCorrections,
} from './use-lottery';

type Correction = z.output<typeof lotteryDeskCorrection>;

/** The numbers of a draw as typed: separated by spaces or commas. */
const numbersOf = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

interface Props {
  /** The drawn official numero whose result is corrected; null when the dialog is closed. */
  target: { brand: string; game: string; family: string; numero: string; result: string[] } | null;
  /** The signed-in operator's account (who may confirm or withdraw), and whether they hold lottery.results. */
  account: string;
  mayCorrect: boolean;
  onClose: () => void;
}

function CorrectionItem({ c }: { c: Correction }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="correction">
      <div className="correction__head">
        <span className={`badge badge--${c.state === 'confirmed' ? 'ok' : c.state === 'proposed' ? 'warn' : 'off'}`}>
          {t(`lottery_correction_state_${c.state}`)}
        </span>{' '}
        <span className="mono nowrap">{c.oldDraw.join(' ')}</span> →{' '}
        <span className="mono nowrap">{c.newDraw.join(' ')}</span>
      </div>
      <div className="muted">{t('lottery_correction_reason', { reason: c.reason })}</div>
      <div className="muted">
        {t('lottery_correction_proposed', { account: c.proposedBy ?? '', at: formatDateTime(c.proposedAt) })}
        {c.confirmedBy && c.confirmedAt
          ? ` · ${t('lottery_correction_confirmed', { account: c.confirmedBy, at: formatDateTime(c.confirmedAt) })}`
          : ''}
      </div>
      {c.state === 'confirmed' && (
        <div>
          {t('lottery_correction_totals', {
            bets: c.betsChanged,
            paid: formatAmount(c.paidMore, i18n.language),
            taken: formatAmount(c.takenBack, i18n.language),
            unrecovered: formatAmount(c.unrecovered, i18n.language),
          })}
        </div>
      )}
    </li>
  );
}

/**
 * "Correct result" of a drawn official numero (issue 14: a wrong official result is corrected only by a reversal
 * with both operators recorded): its corrections with both operators and their totals; with lottery.results, a
 * proposal (draw and reason), the confirmation of another operator's proposal by entering the same draw, or the
 * withdrawal of one's own. The server checks every rule again (two operators, the draw's shape, in-house refused).
 */
export function LotteryCorrectionDialog({ target, account, mayCorrect, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const list = useLotteryCorrections(target ? { brand: target.brand, game: target.game, numero: target.numero } : null);
  const propose = useCorrectionPropose();
  const confirm = useCorrectionConfirm();
  const withdraw = useCorrectionWithdraw();
  const [draw, setDraw] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (target && !dialog.open) {
      setDraw('');
      setReason('');
      setMissing(false);
      propose.reset();
      confirm.reset();
      withdraw.reset();
      dialog.showModal();
    }
    if (!target && dialog.open) dialog.close();
  }, [target, propose.reset, confirm.reset, withdraw.reset]);

  const corrections = list.data?.corrections ?? [];
  const waiting = corrections.find((c) => c.state === 'proposed');
  const mine = waiting?.proposedBy === account;
  const pending = propose.isPending || confirm.isPending || withdraw.isPending;
  const mode: 'propose' | 'confirm' | null = !mayCorrect ? null : !waiting || mine ? 'propose' : 'confirm';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target || !mode || pending) return;
    const numbers = numbersOf(draw);
    if (numbers.length === 0 || (mode === 'propose' && !reason.trim())) {
      setMissing(true);
      return;
    }
    const refOf = { brand: target.brand, game: target.game, numero: target.numero, draw: numbers };
    const done = { onSuccess: () => setDraw('') };
    if (mode === 'propose') propose.mutate({ ...refOf, reason: reason.trim() }, done);
    else confirm.mutate(refOf, done);
  };

  return (
    <dialog
      ref={ref}
      className="dialog dialog--wide"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onClose();
      }}
    >
      {target && (
        <form className="dialog__form" onSubmit={submit}>
          <h2 id={titleId} className="dialog__title">
            {t('lottery_correct_title', { game: target.game, numero: target.numero })}
          </h2>
          <p className="dialog__message">
            {t('lottery_correct_current', { result: target.result.join(' ') })} {t('lottery_correct_policy')}
          </p>
          <ErrorNotice error={list.error} />
          {corrections.length > 0 ? (
            <ul className="corrections">
              {corrections.map((c) => (
                <CorrectionItem key={c.id} c={c} />
              ))}
            </ul>
          ) : (
            list.data && <p className="muted">{t('lottery_no_corrections')}</p>
          )}
          {mode && (
            <label className="field">
              <span className="field__label">
                {mode === 'confirm'
                  ? t('lottery_correct_confirm_label', { account: waiting?.proposedBy ?? '', family: target.family })
                  : t('lottery_correct_new_draw', { family: target.family })}
              </span>
              <input
                className="input"
                name="draw"
                value={draw}
                aria-invalid={missing && numbersOf(draw).length === 0 ? true : undefined}
                onChange={(e) => {
                  setDraw(e.target.value);
                  if (e.target.value.trim()) setMissing(false);
                }}
              />
            </label>
          )}
          {mode === 'propose' && (
            <ReasonField
              value={reason}
              missing={missing && !reason.trim()}
              onChange={(value) => {
                setReason(value);
                if (value.trim()) setMissing(false);
              }}
            />
          )}
          {missing && numbersOf(draw).length === 0 && (
            <span className="notice notice--error" role="alert">
              {t('lottery_draw_required')}
            </span>
          )}
          <ErrorNotice error={propose.error ?? confirm.error ?? withdraw.error} />
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose} disabled={pending}>
              {t('close')}
            </button>
            {waiting && mine && (
              <button
                type="button"
                className="button button--danger"
                disabled={pending}
                onClick={() => withdraw.mutate({ brand: target.brand, game: target.game, numero: target.numero })}
              >
                {t('lottery_correct_withdraw')}
              </button>
            )}
            {mode && (
              <button type="submit" className="button button--primary" disabled={pending}>
                {pending
                  ? t('working')
                  : mode === 'confirm'
                    ? t('lottery_correct_confirm')
                    : waiting
                      ? t('lottery_correct_replace')
                      : t('lottery_correct_propose')}
              </button>
            )}
          </div>
        </form>
      )}
    </dialog>
  );
}
