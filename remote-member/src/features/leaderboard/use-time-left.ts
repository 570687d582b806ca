import { useEffect, useState, useSyncExternalStore } from 'react';
import { splitTimeLeft, tickMs, type TimeLeft } from './time-left';

const REDUCE = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(REDUCE);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** `prefers-reduced-motion: reduce`, followed live; false where the browser cannot say. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(REDUCE).matches ?? false,
    () => false,
  );
}

/** The time left until `deadline` (this phone's clock), renewed each tick; counted from the deadline, so throttled timers never drift. */
export function useTimeLeft(deadline: number, reducedMotion: boolean): TimeLeft {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, tickMs(reducedMotion));
    return () => clearInterval(timer);
  }, [deadline, reducedMotion]);
  return splitTimeLeft(deadline - now);
}
