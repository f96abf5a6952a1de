import type { P2pState } from '../../db/schema-p2p.js';
import { DomainError } from '../../lib/errors.js';

/**
 * The peer-to-peer payment's state machine (spec 4 "Withdrawal confirmation": received, partly received, not received
 * with a proof, all received; unconfirmed after the brand's minutes it counts as received, and that forced receipt is
 * final: the deposit is not refunded). Pure: the service applies a step in one transaction, guarded by the state it
 * read (`UPDATE ... WHERE state = from`), so of two racing steps one wins.
 *
 *   awaiting_payment --paid (payer)----------------> paid
 *   awaiting_payment --cancel (payer)--------------> cancelled       the slice goes back to the withdrawal
 *   awaiting_payment --expire (job, pay window)----> expired         the slice goes back to the withdrawal
 *   paid --received / all_received (payee)---------> received        the payer is credited all of it
 *   paid --partly (payee, 0 < amount < slice)------> disputed        the payer is credited what arrived
 *   paid --not_received (payee, proof)-------------> disputed        nothing is credited yet
 *   paid --auto (job, after the brand's minutes)---> auto_received   the payer is credited all of it; final
 *   disputed --resolve_paid (finance desk)---------> received        the payer is credited the rest
 *   disputed --resolve_unpaid (finance desk)-------> partly_received when something arrived, else not_received;
 *                                                    the rest goes back to the withdrawal
 * Every other pair is refused (409 p2p_state_conflict). Money only ever moves from the withdrawer's hold to the
 * payer's wallet (the payer paid the withdrawer outside the site); a slice given back waits for another payer.
 */
export const P2P_EVENTS = [
  'paid',
  'cancel',
  'expire',
  'received',
  'partly',
  'not_received',
  'auto',
  'resolve_paid',
  'resolve_unpaid',
] as const;
export type P2pEvent = (typeof P2P_EVENTS)[number];

/** The states an event may leave from, and where it leads. */
const TRANSITIONS: Record<P2pEvent, { from: P2pState; to: P2pState | 'resolved' }> = {
  paid: { from: 'awaiting_payment', to: 'paid' },
  cancel: { from: 'awaiting_payment', to: 'cancelled' },
  expire: { from: 'awaiting_payment', to: 'expired' },
  received: { from: 'paid', to: 'received' },
  partly: { from: 'paid', to: 'disputed' },
  not_received: { from: 'paid', to: 'disputed' },
  auto: { from: 'paid', to: 'auto_received' },
  resolve_paid: { from: 'disputed', to: 'received' },
  resolve_unpaid: { from: 'disputed', to: 'resolved' },
};

/** States no event leaves: the payment is over. */
export const P2P_FINAL_STATES: readonly P2pState[] = [
  'received',
  'auto_received',
  'partly_received',
  'not_received',
  'expired',
  'cancelled',
];

export interface P2pStep {
  from: P2pState;
  to: P2pState;
  /** Credited to the payer by this step (from the withdrawer's hold). */
  credit: number;
  /** Given back to the withdrawal's open part by this step. */
  release: number;
}

/**
 * The step `event` makes from a payment of `amount` in `state` with `credited` so far; `partlyAmount` is what the
 * payee says arrived (partly only). Throws p2p_state_conflict for a step the machine does not have and
 * p2p_amount_invalid for a partly amount outside (0, amount).
 */
export function p2pStep(
  payment: { state: P2pState; amount: number; credited: number },
  event: P2pEvent,
  partlyAmount?: number,
): P2pStep {
  const t = TRANSITIONS[event];
  if (payment.state !== t.from) throw new DomainError('p2p_state_conflict');
  const rest = payment.amount - payment.credited;
  switch (event) {
    case 'paid':
      return { from: t.from, to: 'paid', credit: 0, release: 0 };
    case 'cancel':
    case 'expire':
      return { from: t.from, to: t.to as P2pState, credit: 0, release: payment.amount };
    case 'received':
    case 'auto':
    case 'resolve_paid':
      return { from: t.from, to: t.to as P2pState, credit: rest, release: 0 };
    case 'partly': {
      if (partlyAmount === undefined || !Number.isSafeInteger(partlyAmount))
        throw new DomainError('p2p_amount_invalid');
      if (partlyAmount <= 0 || partlyAmount >= payment.amount) throw new DomainError('p2p_amount_invalid');
      return { from: t.from, to: 'disputed', credit: partlyAmount, release: 0 };
    }
    case 'not_received':
      return { from: t.from, to: 'disputed', credit: 0, release: 0 };
    case 'resolve_unpaid':
      return {
        from: t.from,
        to: payment.credited > 0 ? 'partly_received' : 'not_received',
        credit: 0,
        release: rest,
      };
  }
}

/** A brand's P2P timings until its finance desk saves its own. */
export const DEFAULT_P2P_TERMS = { payWindowMinutes: 30, autoReceiveMinutes: 60 };
