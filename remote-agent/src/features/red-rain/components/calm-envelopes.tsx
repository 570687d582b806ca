import { useEffect, useRef, useState } from 'react';
import { EnvelopeIcon } from './envelope-icon';

interface CalmEnvelopesProps {
  onCatch(): void;
  disabled: boolean;
  label: string;
  fieldLabel: string;
}

const CELLS = 6;
/** A caught envelope fades out and another appears in its place after this long. */
const BACK_AFTER_MS = 900;

/**
 * The reduced-motion rain: envelopes sit still in a grid; a tapped one fades out and a new one fades in.
 * Same catching as the falling rain, no movement.
 */
export function CalmEnvelopes({ onCatch, disabled, label, fieldLabel }: CalmEnvelopesProps) {
  const [caught, setCaught] = useState<readonly boolean[]>(() => Array.from({ length: CELLS }, () => false));
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const catchCell = (i: number) => {
    if (disabled || caught[i]) return;
    onCatch();
    setCaught((cells) => cells.map((c, j) => (j === i ? true : c)));
    timers.current.push(
      setTimeout(() => setCaught((cells) => cells.map((c, j) => (j === i ? false : c))), BACK_AFTER_MS),
    );
  };

  return (
    <div className="agt-redrain-grid" role="group" aria-label={fieldLabel} data-testid="redrain-calm">
      {caught.map((isCaught, i) => (
        <button
          key={i}
          type="button"
          className={isCaught ? 'agt-redrain-cell is-caught' : 'agt-redrain-cell'}
          aria-label={label}
          aria-disabled={disabled || isCaught || undefined}
          onClick={() => catchCell(i)}
        >
          <EnvelopeIcon />
        </button>
      ))}
    </div>
  );
}
