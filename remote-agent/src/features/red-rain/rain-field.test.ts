import { dropFrame, ENVELOPE_H, ENVELOPE_W, newDrop, seededRandom, shiftDrop } from './rain-field';

describe('rain field', () => {
  it('the same seed gives the same drops', () => {
    expect(newDrop(seededRandom(7), 0)).toEqual(newDrop(seededRandom(7), 0));
    expect(newDrop(seededRandom(7), 0)).not.toEqual(newDrop(seededRandom(8), 0));
  });

  it('a drop waits above the field, falls through it inside the width, and is done below it', () => {
    const drop = newDrop(seededRandom(1), 1000, 500);
    const before = dropFrame(drop, 1000, 375, 500);
    expect(before.y).toBeLessThan(-ENVELOPE_H);
    expect(before.done).toBe(false);
    const middle = dropFrame(drop, drop.startedAt + drop.fallMs / 2, 375, 500);
    expect(middle.y).toBeGreaterThan(0);
    expect(middle.y).toBeLessThan(500);
    expect(middle.x).toBeGreaterThanOrEqual(-drop.sway);
    expect(middle.x).toBeLessThanOrEqual(375 - ENVELOPE_W + drop.sway);
    const end = dropFrame(drop, drop.startedAt + drop.fallMs, 375, 500);
    expect(end.done).toBe(true);
    expect(end.y).toBeGreaterThan(500);
  });

  it('after a pause a drop goes on from where it stopped', () => {
    const drop = newDrop(seededRandom(3), 0);
    const at = dropFrame(drop, 1000, 375, 500);
    expect(dropFrame(shiftDrop(drop, 4000), 5000, 375, 500)).toEqual(at);
  });
});
