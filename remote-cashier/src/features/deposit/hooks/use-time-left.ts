import { useCallback, useSyncExternalStore } from 'react';

const everySecond = (onTick: () => void) => {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
};
const never = () => () => undefined;

/**
 * Whole seconds until `deadline` (epoch ms), 0 once it has passed; read from the clock each second rather
 * than counted down from a start, so it stays right when a background tab's timers are slowed, and it is
 * right on the very render a new deadline arrives.
 */
export function useTimeLeft(deadline: number | null): number {
  const read = useCallback(
    () => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000))),
    [deadline],
  );
  return useSyncExternalStore(deadline === null ? never : everySecond, read, read);
}

/** "14:59", "1:00:00": minutes and seconds, hours only when there are some. */
export function formatTimeLeft(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
