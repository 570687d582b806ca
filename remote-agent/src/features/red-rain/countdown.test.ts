import { countdownAnnouncement, formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [-5_000, '00:00'],
    [1, '00:01'],
    [999, '00:01'],
    [1_000, '00:01'],
    [59_001, '01:00'],
    [61_000, '01:01'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [5 * 3_600_000 + 62_000, '5:01:02'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('countdownAnnouncement: coarse steps for screen readers', () => {
  it.each([
    [3 * 3_600_000 + 5, { key: 'hours', count: 3 }],
    [3_600_000, { key: 'hours', count: 1 }],
    [3_599_000, { key: 'minutes', count: 50 }],
    [600_000, { key: 'minutes', count: 10 }],
    [599_000, { key: 'minutes', count: 9 }],
    [60_000, { key: 'minutes', count: 1 }],
    [59_000, { key: 'seconds', count: 50 }],
    [10_000, { key: 'seconds', count: 10 }],
    [9_000, { key: 'soon' }],
    [0, { key: 'soon' }],
  ])('%d ms → %j', (ms, step) => {
    expect(countdownAnnouncement(ms)).toEqual(step);
  });

  it('changes far less often than the visible timer', () => {
    const steps = new Set<string>();
    const texts = new Set<string>();
    for (let ms = 2 * 3_600_000; ms >= 0; ms -= 1000) {
      steps.add(JSON.stringify(countdownAnnouncement(ms)));
      texts.add(formatCountdown(ms));
    }
    expect(texts.size).toBe(7201);
    expect(steps.size).toBeLessThan(30);
  });
});
