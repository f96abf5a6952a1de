import { describe, expect, it } from 'vitest';
import { P2P_STATES, type P2pState } from '../../db/schema-p2p.js';
import { DomainError } from '../../lib/errors.js';
import { P2P_EVENTS, P2P_FINAL_STATES, type P2pEvent, p2pStep } from './p2p-rules.js';

/**
 * The peer-to-peer state machine (spec 4 "Withdrawal confirmation"), every state against every event: the ten
 * steps it has, with what each credits and gives back, and a refusal for all other pairs.
 */
const amount = 500;
const expected: Partial<Record<`${P2pState}:${P2pEvent}`, { to: P2pState; credit: number; release: number }>> = {
  'awaiting_payment:paid': { to: 'paid', credit: 0, release: 0 },
  'awaiting_payment:cancel': { to: 'cancelled', credit: 0, release: 500 },
  'awaiting_payment:expire': { to: 'expired', credit: 0, release: 500 },
  'paid:received': { to: 'received', credit: 500, release: 0 },
  'paid:partly': { to: 'disputed', credit: 120, release: 0 },
  'paid:not_received': { to: 'disputed', credit: 0, release: 0 },
  'paid:auto': { to: 'auto_received', credit: 500, release: 0 },
  'disputed:resolve_paid': { to: 'received', credit: 380, release: 0 },
  'disputed:resolve_unpaid': { to: 'partly_received', credit: 0, release: 380 },
};

describe('p2p state machine', () => {
  for (const state of P2P_STATES) {
    for (const event of P2P_EVENTS) {
      const want = expected[`${state}:${event}`];
      // A disputed payment here had 120 of 500 arrive (partly).
      const credited = state === 'disputed' ? 120 : 0;
      it(`${state} --${event}--> ${want?.to ?? 'refused'}`, () => {
        const run = () => p2pStep({ state, amount, credited }, event, event === 'partly' ? 120 : undefined);
        if (!want) {
          expect(run).toThrowError(expect.objectContaining({ code: 'p2p_state_conflict' }));
          return;
        }
        expect(run()).toEqual({ from: state, ...want });
      });
    }
  }

  it('a dispute with nothing arrived and found unpaid ends not_received, all of it given back', () => {
    expect(p2pStep({ state: 'disputed', amount, credited: 0 }, 'resolve_unpaid')).toEqual({
      from: 'disputed',
      to: 'not_received',
      credit: 0,
      release: 500,
    });
  });

  it('partly needs an amount above 0 and below the payment', () => {
    for (const bad of [undefined, 0, -1, 500, 501, 1.5, Number.NaN]) {
      expect(() => p2pStep({ state: 'paid', amount, credited: 0 }, 'partly', bad)).toThrowError(
        expect.objectContaining({ code: 'p2p_amount_invalid' }),
      );
    }
  });

  it('no event leaves a final state, and credit plus release never exceed the payment', () => {
    for (const state of P2P_FINAL_STATES) {
      for (const event of P2P_EVENTS) {
        expect(() => p2pStep({ state, amount, credited: 0 }, event)).toThrow(DomainError);
      }
    }
    for (const [key, step] of Object.entries(expected)) {
      const credited = key.startsWith('disputed') ? 120 : 0;
      expect(credited + (step?.credit ?? 0) + (step?.release ?? 0), key).toBeLessThanOrEqual(amount);
    }
  });
});
