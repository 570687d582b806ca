import { loopsWith, movesOnItsOwn, type MotionContext } from './motion-rules';

describe('loop rule', () => {
  it('loops only with more than one item', () => {
    expect([0, 1, 2, 6].map(loopsWith)).toEqual([false, false, true, true]);
  });
});

describe('moves on its own', () => {
  const base: MotionContext = { wanted: true, reducedMotion: false, pageHidden: false, paused: false };

  it('moves when wanted and nothing holds it back', () => {
    expect(movesOnItsOwn(base)).toBe(true);
  });

  it.each<[string, Partial<MotionContext>]>([
    ['not wanted', { wanted: false }],
    ['reduced motion', { reducedMotion: true }],
    ['page hidden', { pageHidden: true }],
    ['paused by the person', { paused: true }],
  ])('stays still when %s', (_, change) => {
    expect(movesOnItsOwn({ ...base, ...change })).toBe(false);
  });
});
