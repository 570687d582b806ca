import { listAutoScrolls, rankWinners, scrollLoopMs, splitPodium } from './winner-rules';

const entry = (name: string, winAmount: string) => ({ customerName: name, winAmount });

describe('winner ranking', () => {
  it('sorts by win amount, biggest first, and numbers the ranks', () => {
    const ranked = rankWinners([entry('a', '900.00'), entry('b', '12000.5'), entry('c', '1000'), entry('d', '0.99')]);
    expect(ranked.map((w) => [w.rank, w.entry.customerName, w.cents])).toEqual([
      [1, 'b', 1200050],
      [2, 'c', 100000],
      [3, 'a', 90000],
      [4, 'd', 99],
    ]);
  });

  it('compares exact cents, up to the largest a number holds exactly', () => {
    const ranked = rankWinners([entry('low', '90071992547409.90'), entry('high', '90071992547409.91')]);
    expect(ranked.map((w) => w.entry.customerName)).toEqual(['high', 'low']);
    expect(ranked[0]!.cents).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('throws a RangeError for a win past that, as for any amount it cannot read, never a rounded rank', () => {
    expect(() => rankWinners([entry('low', '1.00'), entry('high', '90071992547409.92')])).toThrow(RangeError);
  });

  it('keeps the server order between equal wins', () => {
    expect(
      rankWinners([entry('x', '5.00'), entry('y', '5'), entry('z', '5.0')]).map((w) => w.entry.customerName),
    ).toEqual(['x', 'y', 'z']);
  });

  it('is empty for no entries', () => {
    expect(rankWinners([])).toEqual([]);
  });
});

describe('podium split', () => {
  it('shows the top three apart and the rest in the list', () => {
    const { podium, rest } = splitPodium([1, 2, 3, 4, 5]);
    expect(podium).toEqual([1, 2, 3]);
    expect(rest).toEqual([4, 5]);
  });

  it('has a short podium and no list with three or fewer', () => {
    expect(splitPodium([1, 2])).toEqual({ podium: [1, 2], rest: [] });
    expect(splitPodium([1, 2, 3])).toEqual({ podium: [1, 2, 3], rest: [] });
  });
});

describe('auto-scroll', () => {
  it('scrolls only with more than 8 entries in the list', () => {
    expect([0, 7, 8, 9, 17].map(listAutoScrolls)).toEqual([false, false, false, true, true]);
  });

  it('takes 1500 ms per row for one loop', () => {
    expect(scrollLoopMs(17)).toBe(25_500);
  });
});
