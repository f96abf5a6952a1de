import { CONSTANTS } from '@wl/contract/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Spec 4 "SMS send": after a code is sent the button stays disabled for 60 s times the expiredMinutes of the
 * answer, counting down, and is enabled again at zero.
 */
export function useSmsCountdown() {
  const [remaining, setRemaining] = useState(0);
  const endsAt = useRef(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => {
      setRemaining(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((expiredMinutes: number) => {
    const seconds = Math.max(0, expiredMinutes) * CONSTANTS.smsCountdownSecondsPerMinute;
    endsAt.current = Date.now() + seconds * 1000;
    setRemaining(seconds);
  }, []);
  return { remaining, running: remaining > 0, start };
}
