import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../lib/contract-form';
import { ConfirmDialog } from './confirm-dialog';
import { ReasonField } from './reason-field';

/** A request the server's maker-checker decides (a money request, a deposit, a withdrawal), as a queue row sees it. */
export interface Approvable {
  /** Still waiting for a decision. */
  open: boolean;
  /** Who made it, or approved it first: they do not take the next step (the server answers 403 otherwise). */
  maker: string | null;
  /** It takes two operators (above the brand's threshold): with no maker yet, approving it is the first approval. */
  twoOperators: boolean;
}

/** Whether approving the request now is the first of two approvals. */
export const firstOfTwo = (request: Approvable) => request.twoOperators && request.maker === null;

/** The first approval an open request waits on, under its status. */
export function FirstApprovalNote({ request }: { request: Approvable }) {
  const { t } = useTranslation();
  if (!request.open || request.maker === null) return null;
  return <div className="muted">{t('first_approved_by', { by: request.maker })}</div>;
}

/**
 * A queue row's decision (design.md "Operators", maker-checker): approve (a first approval above the threshold) and
 * reject, or, to the operator who made or first approved it, that another operator decides.
 */
export function ApprovalActions(props: {
  request: Approvable;
  me: string | undefined;
  mayDecide: boolean;
  onDecide: (approve: boolean) => void;
}) {
  const { t } = useTranslation();
  const { request, me } = props;
  if (!request.open) return null;
  if (request.maker !== null && request.maker === me) {
    return <span className="muted">{t('awaiting_other_operator')}</span>;
  }
  if (!props.mayDecide) return null;
  return (
    <>
      <button type="button" className="button button--small button--primary" onClick={() => props.onDecide(true)}>
        {firstOfTwo(request) ? t('approve_first') : t('approve')}
      </button>{' '}
      <button
        type="button"
        className="button button--small button--danger-outline"
        onClick={() => props.onDecide(false)}
      >
        {t('reject')}
      </button>
    </>
  );
}

/** The decisions that carry a reason, by their route: the reason is checked against the route's own schema. */
export type ReasonRoute = 'cashierDepositReject' | 'cashierWithdrawalReject' | 'moneyReject' | 'cashierP2pResolve';

/**
 * Asks before the decision a row's actions started: what will happen (the desk's sentence), a reason where the
 * decision needs one (a rejection; both outcomes of a P2P dispute), checked by the reason route's request schema
 * (useContractForm: required, trimmed, at most 500 characters), the server's refusal. A missing reason is said in the
 * operator's language and nothing is sent; `onConfirm` gets the reason trimmed ('' for an approval).
 */
export function ApprovalDialog(props: {
  deciding: { approve: boolean } | null;
  /** The route whose request carries the reason (the rejection's, the P2P decision's). */
  reasonRoute: ReasonRoute;
  title: string;
  message: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  /** The confirming button's text: by default "Approve" or "Reject". */
  confirmLabel?: string | undefined;
  /** Whether the decision carries a reason: by default a rejection does and an approval does not. */
  needsReason?: boolean | undefined;
  /** What the desk adds (a warning about the request). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { deciding } = props;
  const form = useContractForm(props.reasonRoute, {
    refine: (request) => z.object({ reason: request.shape.reason }),
    defaultValues: { reason: '' },
  });
  const { reset, setValue, watch, formState } = form;
  // Each decision starts with an empty reason.
  useEffect(() => {
    if (deciding) reset({ reason: '' });
  }, [deciding, reset]);
  const needsReason = props.needsReason ?? !deciding?.approve;
  // A missing reason is asked for in so many words; any other refusal of it in the form's own.
  const refused = formState.errors.reason;
  const reasonError = refused && (refused.type === 'too_small' ? t('reason_required') : refused.message);
  const confirm = needsReason ? form.handleSubmit(({ reason }) => props.onConfirm(reason)) : () => props.onConfirm('');
  return (
    <ConfirmDialog
      open={deciding !== null}
      title={props.title}
      message={props.message}
      confirmLabel={props.confirmLabel ?? (deciding?.approve ? t('approve') : t('reject'))}
      danger={!deciding?.approve}
      pending={props.pending}
      error={props.error}
      onConfirm={() => void confirm()}
      onCancel={props.onCancel}
    >
      {props.children}
      {deciding && needsReason && (
        <ReasonField
          value={watch('reason') ?? ''}
          error={reasonError}
          onChange={(value) => setValue('reason', value, { shouldValidate: formState.isSubmitted })}
        />
      )}
    </ConfirmDialog>
  );
}
