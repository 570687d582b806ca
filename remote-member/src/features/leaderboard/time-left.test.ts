import { localDeadline, splitTimeLeft, tickMs } from './time-left';

describe('mission countdown', () => {
  it('splits the time left into days, hours, minutes and seconds, rounded down', () => {
    const ms = ((3 * 24 + 5) * 3600 + 7 * 60 + 9) * 1000 + 999;
    expect(splitTimeLeft(ms)).toEqual({ days: 3, hours: 5, minutes: 7, seconds: 9, over: false });
    expect(splitTimeLeft(1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, over: false });
  });

  it('is over at the end, after it and for bad values', () => {
    for (const ms of [0, 999, -5000, Number.NaN, Number.NEGATIVE_INFINITY])
      expect(splitTimeLeft(ms)).toMatchObject({ over: true, days: 0, seconds: 0 });
  });

  it("counts on the phone's clock from the platform's, so a wrong phone clock still shows the right time left", () => {
    // The platform says it is 10:00 and the mission ends at 12:00; the phone thinks it is 09:30.
    const hour = 3_600_000;
    expect(localDeadline(12 * hour, 10 * hour, 9.5 * hour)).toBe(11.5 * hour);
  });

  it('ticks each second, or each minute under reduced motion', () => {
    expect(tickMs(false)).toBe(1000);
    expect(tickMs(true)).toBe(60_000);
  });
});
