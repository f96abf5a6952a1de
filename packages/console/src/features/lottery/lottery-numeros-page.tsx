import { can } from '@wl/contract/operator-capabilities';
import {
  LOTTERY_NUMERO_STATES,
  type LotteryNumeroState,
  type lotteryDeskNumero,
} from '@wl/contract/operator-routes/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DeskTable } from '../../components/desk-table';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { ReasonField } from '../../components/reason-field';
import { useAddressParams } from '../../lib/address-params';
import { formatAmount, formatDateTime } from '../../lib/format';
import { useBrand, useSession } from '../../lib/use-session';
import { GamePicker } from './game-picker';
import { LotteryCorrectionDialog } from './lottery-correction-dialog';
import type { LotteryGame } from './lottery-games-page';
import { useLotteryGames, useLotteryNumeros, useNumeroCancel, useResultConfirm, useResultEnter } from './use-lottery';

type Numero = z.output<typeof lotteryDeskNumero>;
const PAGE_SIZE = 20;
const PENDING: readonly LotteryNumeroState[] = ['upcoming', 'open', 'closed'];

const stateOf = (value: string | null): LotteryNumeroState | '' =>
  (LOTTERY_NUMERO_STATES as readonly string[]).includes(value ?? '') ? (value as LotteryNumeroState) : '';

/** The numbers of a draw as typed: separated by spaces or commas. */
export const drawOf = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

type Action = { kind: 'enter' | 'confirm' | 'cancel'; numero: Numero };

/**
 * A seed or its hash (64 hex digits): one line cut with an ellipsis, so the draws table fits a 1280 px screen; the
 * whole value stays in the page, shown on hover (title) and selected whole by one click, so a copy takes all of it.
 */
function LongValue({ text, muted }: { text: string; muted?: boolean }) {
  return (
    <span className={muted ? 'long-value muted' : 'long-value'} title={text}>
      {text}
    </span>
  );
}

function ResultCell({ numero }: { numero: Numero }) {
  const { t } = useTranslation();
  if (numero.result) return <span className="mono">{numero.result.join(' ')}</span>;
  if (numero.enteredResult) {
    return (
      <span className="muted">
        {t('lottery_entered_by', { result: numero.enteredResult.join(' '), account: numero.enteredBy ?? '' })}
      </span>
    );
  }
  return <span className="muted">–</span>;
}

/**
 * The lottery desk's numeros (issue 14 "Console"; design.md "Lottery"): a game's numeros by state, those waiting for a
 * result first (past their draw time: a draw without a result by its deadline is cancelled, so they need an eye; the
 * server sorts and counts them), then newest draw first, with result, seed hash (the seed once drawn) and bets. A manual official game's result is entered by one
 * operator and confirmed by another (lottery.results); a numero not drawn is cancelled with a reason, every bet
 * refunded (lottery.manage). A drawn official numero's result is corrected by two operators ("Correct result",
 * lottery-correction-dialog.tsx).
 */
export function LotteryNumerosPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const brand = useBrand();
  const session = useSession();
  const role = session?.operator.role;
  const mayEnter = role ? can(role, 'lottery.results') : false;
  const mayCancel = role ? can(role, 'lottery.manage') : false;
  const { params, setParam, pageNo } = useAddressParams();
  const games = useLotteryGames(brand);
  const gameList = games.data?.games ?? [];
  const game: LotteryGame | undefined = gameList.find((g) => g.gameCode === params.get('game')) ?? gameList[0];
  const state = stateOf(params.get('state'));
  const list = useLotteryNumeros(
    brand && game ? { brand, game: game.gameCode, pageNo, pageSize: PAGE_SIZE, ...(state ? { state } : {}) } : null,
  );
  const enter = useResultEnter();
  const confirmResult = useResultConfirm();
  const cancel = useNumeroCancel();
  const [action, setAction] = useState<Action | null>(null);
  const [draw, setDraw] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [correcting, setCorrecting] = useState<Numero | null>(null);

  const manual = game?.source === 'official' && game.resultsFeed === 'manual';
  const mutation = action?.kind === 'cancel' ? cancel : action?.kind === 'confirm' ? confirmResult : enter;

  const start = (kind: Action['kind'], numero: Numero) => {
    enter.reset();
    confirmResult.reset();
    cancel.reset();
    setDraw('');
    setReason('');
    setMissing(false);
    setAction({ kind, numero });
  };
  const submit = () => {
    if (!action || !brand || !game) return;
    const ref = { brand, game: game.gameCode, numero: action.numero.numero };
    const done = { onSuccess: () => setAction(null) };
    if (action.kind === 'cancel') {
      if (!reason.trim()) {
        setMissing(true);
        return;
      }
      cancel.mutate({ ...ref, reason: reason.trim() }, done);
      return;
    }
    const numbers = drawOf(draw);
    if (numbers.length === 0) {
      setMissing(true);
      return;
    }
    (action.kind === 'enter' ? enter : confirmResult).mutate({ ...ref, draw: numbers }, done);
  };

  const data = list.data;
  // The numero being corrected as last loaded: its result changes when a correction is confirmed.
  const shown = correcting ? (data?.content.find((x) => x.id === correcting.id) ?? correcting) : null;
  return (
    <>
      <PageHeader title={t('nav_lottery_numeros')} />
      <section className="filters" aria-label={t('lottery_filters')}>
        <GamePicker games={gameList} value={game?.gameCode ?? ''} onChange={(code) => setParam('game', code)} />
        <label className="field">
          <span className="field__label">{t('lottery_state')}</span>
          <select className="input" value={state} onChange={(e) => setParam('state', e.target.value)}>
            <option value="">{t('lottery_state_all')}</option>
            {LOTTERY_NUMERO_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`lottery_state_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </section>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <ErrorNotice error={games.error} />
      {data && data.waiting > 0 && (
        <p className="notice" role="status">
          {t('lottery_waiting_first', { count: data.waiting })}
        </p>
      )}
      <DeskTable
        columns={[
          { label: t('lottery_numero') },
          { label: t('lottery_state') },
          { label: t('lottery_draw_at') },
          { label: t('lottery_result') },
          { label: t('lottery_seed') },
          { label: t('lottery_bets'), num: true },
          { label: t('lottery_stake'), num: true },
          { label: t('actions') },
        ]}
        rows={game ? data?.content : undefined}
        empty={t('lottery_no_numeros')}
        page={data}
        onPage={(p) => setParam('page', String(p))}
        loading={list.isLoading}
        error={list.error}
      >
        {(n) => {
          const pending = PENDING.includes(n.state);
          const mayConfirm = n.enteredResult !== null && n.enteredBy !== session?.operator.account;
          return (
            <tr key={n.id}>
              <td className="mono nowrap">{n.numero}</td>
              <td className="nowrap">
                {t(`lottery_state_${n.state}`)}
                {n.waiting && (
                  <div>
                    <span className="badge badge--warn">{t('lottery_waiting')}</span>
                  </div>
                )}
              </td>
              <td className="nowrap">{formatDateTime(n.drawAt)}</td>
              <td>
                <ResultCell numero={n} />
              </td>
              <td className="mono">
                {n.seed ? <LongValue text={t('lottery_seed_value', { seed: n.seed })} /> : null}
                {n.seedHash ? <LongValue text={t('lottery_seed_hash', { hash: n.seedHash })} muted /> : null}
              </td>
              <td className="num">{n.bets}</td>
              <td className="num">{formatAmount(n.stake, locale)}</td>
              <td>
                <div className="row-actions row-actions--wrap">
                  {pending && game && (
                    <Link className="table__link" to={`/lottery/exposure?game=${game.gameCode}&numero=${n.numero}`}>
                      {t('nav_lottery_exposure')}
                    </Link>
                  )}
                  {n.waiting && manual && mayEnter && (
                    <button type="button" className="button button--small" onClick={() => start('enter', n)}>
                      {t('lottery_enter_result')}
                    </button>
                  )}
                  {n.waiting && manual && mayEnter && mayConfirm && (
                    <button type="button" className="button button--small" onClick={() => start('confirm', n)}>
                      {t('lottery_confirm_result')}
                    </button>
                  )}
                  {n.state === 'drawn' && n.result && game?.source === 'official' && mayEnter && (
                    <button type="button" className="button button--small" onClick={() => setCorrecting(n)}>
                      {t('lottery_correct_result')}
                    </button>
                  )}
                  {pending && mayCancel && (
                    <button
                      type="button"
                      className="button button--small button--danger"
                      onClick={() => start('cancel', n)}
                    >
                      {t('lottery_cancel_numero')}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        }}
      </DeskTable>
      <LotteryCorrectionDialog
        target={
          shown?.result && brand && game
            ? { brand, game: game.gameCode, family: game.family, numero: shown.numero, result: shown.result }
            : null
        }
        account={session?.operator.account ?? ''}
        mayCorrect={mayEnter}
        onClose={() => setCorrecting(null)}
      />
      <ConfirmDialog
        open={action !== null}
        title={action ? t(`lottery_${action.kind}_title`, { numero: action.numero.numero }) : ''}
        message={
          action
            ? t(`lottery_${action.kind}_message`, {
                numero: action.numero.numero,
                game: game?.gameCode ?? '',
                bets: action.numero.bets,
                stake: formatAmount(action.numero.stake, locale),
                account: action.numero.enteredBy ?? '',
              })
            : ''
        }
        confirmLabel={action ? t(`lottery_${action.kind}_confirm`) : ''}
        danger={action?.kind === 'cancel'}
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={submit}
        onCancel={() => setAction(null)}
      >
        {action?.kind === 'cancel' && (
          <ReasonField
            value={reason}
            missing={missing}
            onChange={(value) => {
              setReason(value);
              if (value.trim()) setMissing(false);
            }}
          />
        )}
        {action && action.kind !== 'cancel' && (
          <label className="field">
            <span className="field__label">{t('lottery_draw_numbers', { family: game?.family ?? '' })}</span>
            <input
              className="input"
              name="draw"
              value={draw}
              aria-invalid={missing ? true : undefined}
              onChange={(e) => {
                setDraw(e.target.value);
                if (e.target.value.trim()) setMissing(false);
              }}
            />
            {missing && (
              <span className="notice notice--error" role="alert">
                {t('lottery_draw_required')}
              </span>
            )}
          </label>
        )}
      </ConfirmDialog>
    </>
  );
}
