import type { Account, BetOrder, LedgerEntry } from '../../core/state';
import { dayNumber, DAY_MS } from '../../core/dates';
import { DIVIDEND_TIERS, type DividendContract } from './terms';
import { periodOf, teamFigures, tierReached } from './dividend';

const day = (iso: string) => dayNumber(Date.parse(`${iso}T00:00:00Z`));
const span = (kind: 'HALF_MONTH' | 'MONTH', iso: string) => {
  const p = periodOf(kind, day(iso));
  return [
    p.id,
    new Date(p.startDay * DAY_MS).toISOString().slice(0, 10),
    new Date(p.endDay * DAY_MS).toISOString().slice(0, 10),
  ];
};

describe('periodOf', () => {
  it('splits a month at the 15th, whatever its length', () => {
    expect(span('HALF_MONTH', '2024-02-15')).toEqual(['2024-02-1', '2024-02-01', '2024-02-15']);
    expect(span('HALF_MONTH', '2024-02-16')).toEqual(['2024-02-2', '2024-02-16', '2024-02-29']);
    expect(span('HALF_MONTH', '2023-02-28')).toEqual(['2023-02-2', '2023-02-16', '2023-02-28']);
    expect(span('HALF_MONTH', '2024-12-31')).toEqual(['2024-12-2', '2024-12-16', '2024-12-31']);
    expect(span('HALF_MONTH', '2025-01-01')).toEqual(['2025-01-1', '2025-01-01', '2025-01-15']);
  });

  it('a month period is the whole calendar month', () => {
    expect(span('MONTH', '2024-04-30')).toEqual(['2024-04', '2024-04-01', '2024-04-30']);
    expect(span('MONTH', '2024-02-01')).toEqual(['2024-02', '2024-02-01', '2024-02-29']);
  });
});

const T0 = Date.UTC(2024, 5, 3, 12);

function order(partial: Partial<BetOrder>): BetOrder {
  return {
    orderNo: 'o',
    category: 'SPORTS',
    vendor: 'V',
    gameName: 'G',
    betAmount: 0,
    validBet: 0,
    payout: 0,
    status: 'SETTLED',
    createdAt: T0,
    settledAt: T0,
    subOrders: [],
    ...partial,
  };
}

const entry = (type: LedgerEntry['type'], amount: number, createdAt = T0): LedgerEntry => ({
  id: 1,
  type,
  amount,
  balanceAfter: 0,
  wallet: 'CENTRE',
  createdAt,
});
const member = (orders: BetOrder[], ledger: LedgerEntry[] = []) => ({ orders, ledger }) as unknown as Account;

describe('teamFigures', () => {
  it('counts settled bets in the window, nets the credits the platform paid the team, and members with a valid bet', () => {
    const team = [
      member(
        [
          order({ betAmount: 10_000, validBet: 9_000, payout: 2_000 }),
          order({ betAmount: 5_000, validBet: 5_000, payout: 0, status: 'UNSETTLED', settledAt: null }),
        ],
        [entry('REBATE', 300), entry('DEPOSIT', 50_000)],
      ),
      member(
        [
          order({ betAmount: 4_000, validBet: 4_000, payout: 9_000 }),
          order({ betAmount: 7_000, validBet: 7_000, payout: 0, settledAt: T0 + 10 * DAY_MS }),
        ],
        [entry('BONUS', 1_000, T0 + 10 * DAY_MS)],
      ),
      member([order({ betAmount: 1_000, validBet: 0, payout: 0, status: 'CANCELLED' })]),
    ];
    expect(teamFigures(team, T0 - DAY_MS, T0 + DAY_MS)).toEqual({
      teamProfit: 10_000 - 2_000 - 300 + 4_000 - 9_000,
      validBets: 13_000,
      activeMembers: 2,
    });
  });
});

describe('tierReached', () => {
  const contract = { tiers: DIVIDEND_TIERS } as DividendContract;
  it('is the highest tier both figures reach', () => {
    expect(tierReached(contract, { teamProfit: 9_999_99, activeMembers: 50, validBets: 0 })).toBeNull();
    expect(tierReached(contract, { teamProfit: 10_000_00, activeMembers: 1, validBets: 0 })).toBe(1);
    expect(tierReached(contract, { teamProfit: 600_000_00, activeMembers: 3, validBets: 0 })).toBe(2);
    expect(tierReached(contract, { teamProfit: 500_000_00, activeMembers: 10, validBets: 0 })).toBe(3);
    expect(tierReached(contract, { teamProfit: -5, activeMembers: 10, validBets: 0 })).toBeNull();
  });
});
