/**
 * Where falling envelopes are, as pure arithmetic on time: the animation loop asks each slot's drop for its
 * transform every frame and never measures the page. A slot is one button that is reused for drop after
 * drop, so the loop writes styles only and React renders nothing while the rain falls.
 */

export interface Drop {
  /** Left edge as a share of the field's usable width (0…1). */
  x: number;
  /** When it enters at the top (ms, the loop's clock). */
  startedAt: number;
  /** How long it takes from above the top to below the bottom. */
  fallMs: number;
  /** Sideways sway amplitude in px and its phase. */
  sway: number;
  phase: number;
  /** Tilt in degrees. */
  tilt: number;
}

export interface DropFrame {
  x: number;
  y: number;
  rotate: number;
  /** It has left the field at the bottom. */
  done: boolean;
}

export const SLOT_COUNT = 7;
export const ENVELOPE_W = 56;
export const ENVELOPE_H = 72;

/** A small seeded generator (mulberry32): the same seed gives the same rain, which keeps tests exact. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new drop entering at `now` (+ `delay`): 2.4–4 s to cross the field. */
export function newDrop(random: () => number, now: number, delay = 0): Drop {
  return {
    x: random(),
    startedAt: now + delay,
    fallMs: 2400 + random() * 1600,
    sway: 6 + random() * 14,
    phase: random() * Math.PI * 2,
    tilt: -15 + random() * 30,
  };
}

/** The drop's place at `now` in a field `width` × `height` px; before it starts it waits above the top. */
export function dropFrame(drop: Drop, now: number, width: number, height: number): DropFrame {
  const progress = (now - drop.startedAt) / drop.fallMs;
  const travel = height + ENVELOPE_H * 2;
  const y = -ENVELOPE_H * 1.5 + Math.max(0, progress) * travel;
  const x = drop.x * Math.max(0, width - ENVELOPE_W) + Math.sin(drop.phase + progress * Math.PI * 2) * drop.sway;
  return { x, y, rotate: drop.tilt * Math.cos(drop.phase + progress * Math.PI), done: progress >= 1 };
}

/** A paused rain goes on where it stopped: every drop starts later by the time the pause lasted. */
export function shiftDrop(drop: Drop, pausedMs: number): Drop {
  return { ...drop, startedAt: drop.startedAt + pausedMs };
}
