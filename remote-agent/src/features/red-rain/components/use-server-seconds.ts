import { useEffect, useState } from 'react';

const wholeSecondsLeft = (target: number, offsetMs: number): number =>
  Math.ceil(Math.max(0, target - (Date.now() + offsetMs)) / 1000) * 1000;

/**
 * Time left until `target` on the platform's clock (client clock + `offsetMs`), in whole seconds (as ms).
 * Checked four times a second; the component renders only when the whole second changes.
 */
export function useServerSecondsLeft(target: number, offsetMs: number): number {
  const [ms, setMs] = useState(() => wholeSecondsLeft(target, offsetMs));
  useEffect(() => {
    const update = () => setMs(wholeSecondsLeft(target, offsetMs));
    update();
    const id = setInterval(update, 250);
    return () => clearInterval(id);
  }, [target, offsetMs]);
  return ms;
}
