import { memo, useEffect, useRef } from 'react';
import { dropFrame, newDrop, seededRandom, shiftDrop, SLOT_COUNT, type Drop } from '../rain-field';
import { EnvelopeIcon } from './envelope-icon';

interface FallingEnvelopesProps {
  /** One tap on an envelope (the page turns it into a catch). */
  onCatch(): void;
  /** The tab is hidden: the loop stops and later goes on where it was. */
  paused: boolean;
  /** Taps do nothing (the cap is reached). */
  disabled: boolean;
  label: string;
  fieldLabel: string;
}

/** After a tap the envelope fades out (opacity only) and its button comes back with a new drop. */
const CAUGHT_FADE_MS = 300;
const hiddenTransform = 'translate3d(0, -200px, 0)';

/**
 * The falling rain: a fixed set of envelope buttons, moved by one requestAnimationFrame loop that writes
 * only `transform` (and a class for the fade). Nothing is measured per frame and React does not render
 * while it falls; the field's size is read once and on resize.
 */
export const FallingEnvelopes = memo(function FallingEnvelopes({
  onCatch,
  paused,
  disabled,
  label,
  fieldLabel,
}: FallingEnvelopesProps) {
  const fieldRef = useRef<HTMLDivElement>(null);
  const slotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const drops = useRef<Drop[]>([]);
  const caughtAt = useRef<(number | null)[]>(Array.from({ length: SLOT_COUNT }, () => null));
  const pausedAt = useRef<number | null>(null);
  const size = useRef({ width: 0, height: 0 });
  const random = useRef(seededRandom(Date.now()));

  useEffect(() => {
    const measure = () => {
      const field = fieldRef.current;
      if (field) size.current = { width: field.clientWidth, height: field.clientHeight };
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  useEffect(() => {
    if (paused) return undefined;
    const next = random.current;
    const start = performance.now();
    if (drops.current.length === 0) {
      drops.current = Array.from({ length: SLOT_COUNT }, (_, i) => newDrop(next, start, i * 420));
    } else if (pausedAt.current !== null) {
      const pausedFor = start - pausedAt.current;
      drops.current = drops.current.map((drop) => shiftDrop(drop, pausedFor));
      caughtAt.current = caughtAt.current.map((at) => (at === null ? null : at + pausedFor));
    }
    pausedAt.current = null;
    let frame = 0;
    const loop = (now: number) => {
      const { width, height } = size.current;
      for (let i = 0; i < SLOT_COUNT; i += 1) {
        const button = slotRefs.current[i];
        let drop = drops.current[i];
        if (!button || !drop) continue;
        const caught = caughtAt.current[i];
        let place = dropFrame(drop, now, width, height);
        if (place.done || (caught !== null && caught !== undefined && now - caught >= CAUGHT_FADE_MS)) {
          drop = newDrop(next, now, next() * 500);
          drops.current[i] = drop;
          caughtAt.current[i] = null;
          button.classList.remove('is-caught');
          place = dropFrame(drop, now, width, height);
        }
        button.style.transform = `translate3d(${place.x.toFixed(1)}px, ${place.y.toFixed(1)}px, 0) rotate(${place.rotate.toFixed(1)}deg)`;
      }
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => {
      cancelAnimationFrame(frame);
      pausedAt.current = performance.now();
    };
  }, [paused]);

  const catchSlot = (i: number) => {
    if (disabled || paused || caughtAt.current[i] !== null) return;
    caughtAt.current[i] = performance.now();
    slotRefs.current[i]?.classList.add('is-caught');
    onCatch();
  };

  return (
    <div className="agt-redrain-field" ref={fieldRef} role="group" aria-label={fieldLabel} data-testid="redrain-field">
      {Array.from({ length: SLOT_COUNT }, (_, i) => (
        <button
          key={i}
          type="button"
          className="agt-redrain-env"
          aria-label={label}
          aria-disabled={disabled || undefined}
          style={{ transform: hiddenTransform }}
          ref={(el) => {
            slotRefs.current[i] = el;
          }}
          onClick={() => catchSlot(i)}
        >
          <EnvelopeIcon />
        </button>
      ))}
    </div>
  );
});
