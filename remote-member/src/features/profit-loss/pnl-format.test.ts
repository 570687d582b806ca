import { toReport, isQuietPeriod, type RawPnl } from './api/pnl-api';
import { daysOverview, resultSign, signedMoney } from './pnl-format';
import { PNL_RANGE_POLICY } from './profit-loss-page';
import { rangeFromSearch, validateRange } from '@mc/shared-kernel/records';

const zero = '0.00';
const raw = (over: Partial<RawPnl> = {}): RawPnl => ({
  startDate: '2024-06-01',
  endDate: '2024-06-02',
  deposits: zero,
  withdrawals: zero,
  bets: zero,
  unsettledBets: zero,
  validBets: zero,
  payouts: zero,
  winLoss: zero,
  promotions: zero,
  rebates: zero,
  rewards: zero,
  netResult: zero,
  orderCount: 0,
  categories: [],
  days: [
    { date: '2024-06-01', netResult: zero },
    { date: '2024-06-02', netResult: zero },
  ],
  ...over,
});

describe('profit and loss figures', () => {
  it("reads the platform's decimal strings as exact integer cents, up to the largest a number holds exactly", () => {
    const report = toReport(
      raw({
        bets: '90071992547409.91',
        netResult: '-0.10',
        winLoss: '-90071992547409.91',
        categories: [
          {
            category: 'LOTT',
            orderCount: 2,
            bets: '0.30',
            unsettledBets: '0.10',
            validBets: '0.20',
            payouts: '0.10',
            winLoss: '-0.20',
          },
        ],
      }),
    );
    expect(report.lines.bets).toBe(Number.MAX_SAFE_INTEGER);
    expect(report.lines.winLoss).toBe(-Number.MAX_SAFE_INTEGER);
    expect(report.netResult).toBe(-10);
    expect(report.categories[0]).toMatchObject({
      bets: 30,
      unsettledBets: 10,
      validBets: 20,
      payouts: 10,
      winLoss: -20,
    });
    expect(report.range).toEqual({ start: '2024-06-01', end: '2024-06-02' });
  });

  it('throws a RangeError for a figure past that, which fails the call rather than show a rounded one', () => {
    expect(() => toReport(raw({ bets: '90071992547409.92' }))).toThrow(RangeError);
    expect(() => toReport(raw({ winLoss: '-12345678901234567.89' }))).toThrow(RangeError);
  });

  it('a period with nothing in it is quiet; one bet or one deposit is not', () => {
    expect(isQuietPeriod(toReport(raw()))).toBe(true);
    expect(isQuietPeriod(toReport(raw({ deposits: '1.00' })))).toBe(false);
    expect(isQuietPeriod(toReport(raw({ orderCount: 1 })))).toBe(false);
    expect(isQuietPeriod(toReport(raw({ netResult: '-0.01' })))).toBe(false);
  });

  it('spells out the sign of a result', () => {
    expect(signedMoney(123_456)).toBe('+1,234.56');
    expect(signedMoney(-5)).toBe('-0.05');
    expect(signedMoney(0)).toBe('0.00');
    expect([resultSign(1), resultSign(-1), resultSign(0)]).toEqual(['profit', 'loss', 'even']);
  });

  it('counts the days on each side and finds the best and worst', () => {
    const overview = daysOverview([
      { date: 'a', cents: 5 },
      { date: 'b', cents: -7 },
      { date: 'c', cents: 0 },
      { date: 'd', cents: 5 },
      { date: 'e', cents: -7 },
    ]);
    expect(overview).toMatchObject({ profit: 2, loss: 2, even: 1 });
    expect(overview.best?.date).toBe('a');
    expect(overview.worst?.date).toBe('b');
    expect(daysOverview([])).toEqual({ profit: 0, loss: 0, even: 0, best: null, worst: null });
  });
});

describe('the range rules of the screen', () => {
  const today = '2024-06-15';
  it('opens on the last 7 days and takes up to 60', () => {
    expect(rangeFromSearch(new URLSearchParams(), today, PNL_RANGE_POLICY)).toEqual({
      range: { start: '2024-06-09', end: today },
      invalid: false,
    });
    expect(validateRange('2024-04-17', today, today, PNL_RANGE_POLICY.maxDays)).toEqual({ start: null, end: null });
    expect(validateRange('2024-04-16', today, today, PNL_RANGE_POLICY.maxDays).end).toMatchObject({
      params: { max: 60 },
    });
  });

  it('a link with bad dates shows the default range and says so', () => {
    for (const search of [
      'start=2024-06-10&end=2024-06-01',
      'start=2024-02-30&end=2024-03-01',
      'start=tomorrow&end=2024-06-01',
      'start=2024-06-01&end=2024-06-16',
      'start=2024-01-01&end=2024-06-01',
    ]) {
      expect(rangeFromSearch(new URLSearchParams(search), today, PNL_RANGE_POLICY)).toEqual({
        range: { start: '2024-06-09', end: today },
        invalid: true,
      });
    }
  });
});
