import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useMediaQuery } from '../../../lib/use-media-query';
import { type PlayedRound, type PlayResult, usePlay } from '../api/in-house-play';
import { useInvalidateRounds } from '../api/in-house-rounds';
import { type InHouseSession, usePatchSession } from '../api/in-house-session';

/** idle → playing (waiting for the server) → revealing (the game animates the result) → settled. */
export type RoundPhase = 'idle' | 'playing' | 'revealing' | 'settled';

/** What every game view shares: the stake, the round in play, the balance shown, the error of the last try. */
export interface GameShell {
  session: InHouseSession;
  amount: string;
  setAmount: (amount: string) => void;
  round: PlayedRound | null;
  phase: RoundPhase;
  busy: boolean;
  balance: number;
  error: unknown;
  reducedMotion: boolean;
  play: (params: Record<string, unknown>) => void;
  /** The game calls this when its reveal animation has ended. */
  settle: () => void;
  clearError: () => void;
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function useGameRound(session: InHouseSession, token: string): GameShell {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [amount, setAmount] = useState(() => String(Math.max(session.game.minBet, 1)));
  const [result, setResult] = useState<PlayResult | null>(null);
  const [phase, setPhase] = useState<RoundPhase>('idle');
  const [error, setError] = useState<unknown>(null);
  const playCall = usePlay(token);
  const patchSession = usePatchSession(token);
  const invalidateRounds = useInvalidateRounds(token);

  const revealed = phase === 'settled' || phase === 'idle';
  // While the game reveals a round, the balance shows the stake taken but not yet the win.
  const balance = result && !revealed ? result.balance - result.round.payout : session.balance;

  const play = (params: Record<string, unknown>) => {
    if (phase === 'playing' || phase === 'revealing') return;
    const stake = Number(amount);
    const { minBet, maxBet } = session.game;
    if (!Number.isFinite(stake) || stake < minBet || stake > maxBet) {
      setError(new RangeError('bet_out_of_range'));
      return;
    }
    setError(null);
    setPhase('playing');
    playCall.mutate(
      { amount: stake, params },
      {
        onSuccess: (value) => {
          setResult(value);
          // The next nonce is shown at once; the balance waits for the reveal.
          patchSession({ seed: value.seed });
          setPhase('revealing');
        },
        onError: (e) => {
          setError(e);
          setPhase(result ? 'settled' : 'idle');
        },
      },
    );
  };

  const settle = () => {
    if (phase !== 'revealing' || !result) return;
    setPhase('settled');
    patchSession({ balance: result.balance });
    void invalidateRounds();
  };

  return {
    session,
    amount,
    setAmount,
    round: result?.round ?? null,
    phase,
    busy: phase === 'playing' || phase === 'revealing',
    balance,
    error,
    reducedMotion,
    play,
    settle,
    clearError: () => setError(null),
  };
}

export function isSessionEnded(error: unknown): boolean {
  return isApiError(error, 'game_session_invalid');
}

/** Settles the round `ms` after its reveal starts (at once with reduced motion): the length of the game's animation. */
export function useRevealTimer(shell: GameShell, ms: number): void {
  const settle = useRef(shell.settle);
  settle.current = shell.settle;
  const revealing = shell.phase === 'revealing';
  const roundId = shell.round?.id;
  const delay = shell.reducedMotion ? 0 : ms;
  useEffect(() => {
    if (!revealing || roundId === undefined) return;
    const timer = window.setTimeout(() => settle.current(), delay);
    return () => window.clearTimeout(timer);
  }, [revealing, roundId, delay]);
}
