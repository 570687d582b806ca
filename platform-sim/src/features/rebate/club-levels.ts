import { parseMoney, type Cents } from '../../core/money';
import { REBATE_CATEGORIES, type Account, type RebateCategory } from '../../core/state';

/** One VIP (club) level: what reaching it takes and what it gives. */
export interface ClubLevel {
  level: number;
  name: string;
  /** Total deposits and valid bets needed to reach the level. */
  deposit: Cents;
  validBet: Cents;
  /** Manual rebate rate per category, in hundredths of a percent (50 = 0.50%). */
  rates: Record<RebateCategory, number>;
  /** Paid once on reaching the level, and each birthday at it. */
  upgradeBonus: Cents;
  birthdayBonus: Cents;
  /** Most that may be withdrawn per day, and how many withdrawals a day. */
  dailyWithdrawLimit: Cents;
  dailyWithdrawals: number;
}

/** Rates of one level in category order (SPORTS, LIVE, RNG, FISH, PVP, LOTT, INHOUSE). */
function rates(...bp: [number, number, number, number, number, number, number]): Record<RebateCategory, number> {
  return Object.fromEntries(REBATE_CATEGORIES.map((category, i) => [category, bp[i] as number])) as Record<
    RebateCategory,
    number
  >;
}

const level = (
  n: number,
  deposit: string,
  validBet: string,
  r: Record<RebateCategory, number>,
  upgrade: string,
  birthday: string,
  limit: string,
  times: number,
): ClubLevel => ({
  level: n,
  name: `VIP ${n}`,
  deposit: parseMoney(deposit),
  validBet: parseMoney(validBet),
  rates: r,
  upgradeBonus: parseMoney(upgrade),
  birthdayBonus: parseMoney(birthday),
  dailyWithdrawLimit: parseMoney(limit),
  dailyWithdrawals: times,
});

/** The site's club: VIP 0 is where every member starts (no club label yet). */
export const CLUB_LEVELS: readonly ClubLevel[] = [
  level(0, '0', '0', rates(30, 30, 40, 40, 20, 10, 20), '0', '0', '500000', 3),
  level(1, '100000', '500000', rates(40, 40, 50, 50, 30, 15, 30), '5000', '2000', '1000000', 5),
  level(2, '500000', '2000000', rates(50, 50, 60, 60, 40, 20, 40), '15000', '5000', '2000000', 5),
  level(3, '2000000', '8000000', rates(60, 60, 75, 75, 50, 25, 50), '38000', '12000', '5000000', 8),
  level(4, '5000000', '20000000', rates(70, 70, 90, 90, 60, 30, 60), '88000', '28000', '10000000', 10),
  level(5, '10000000', '50000000', rates(80, 80, 100, 100, 70, 35, 70), '188000', '58000', '20000000', 15),
  level(6, '30000000', '150000000', rates(100, 100, 120, 120, 80, 40, 80), '588000', '128000', '50000000', 20),
];

export const TOP_LEVEL = CLUB_LEVELS.length - 1;

/** The member's level: the club label's rank, VIP 0 without one; a rank outside the table is clamped. */
export function levelOf(account: Account): ClubLevel {
  const rank = account.clubLabel?.rankLevel ?? 0;
  const index = Number.isInteger(rank) ? Math.min(TOP_LEVEL, Math.max(0, rank)) : 0;
  return CLUB_LEVELS[index] as ClubLevel;
}
