import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline. Counting from the deadline rather than decrementing keeps it
 * right when the browser throttles timers in a background tab.
 */
export function useCountdown(): { remaining: number; start(seconds: number): void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, []);

  return { remaining, start };
}
