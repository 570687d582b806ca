import * as v from 'valibot';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api, toCents, useSession, type Cents } from '@mc/shared-kernel';
import { MoneyAmount, type DayRange } from '@mc/shared-kernel/records';

const MODULE = 'PERSREP';
export const PNL_KEY = ['member', 'profit-and-loss'] as const;

const Category = v.object({
  category: v.string(),
  orderCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  bets: MoneyAmount,
  unsettledBets: MoneyAmount,
  validBets: MoneyAmount,
  payouts: MoneyAmount,
  winLoss: MoneyAmount,
});

export const Report = v.object({
  startDate: v.string(),
  endDate: v.string(),
  deposits: MoneyAmount,
  withdrawals: MoneyAmount,
  bets: MoneyAmount,
  unsettledBets: MoneyAmount,
  validBets: MoneyAmount,
  payouts: MoneyAmount,
  winLoss: MoneyAmount,
  promotions: MoneyAmount,
  rebates: MoneyAmount,
  rewards: MoneyAmount,
  netResult: MoneyAmount,
  orderCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  categories: v.array(Category),
  days: v.array(v.object({ date: v.string(), netResult: MoneyAmount })),
});
export type RawPnl = v.InferOutput<typeof Report>;

/** The money lines of the summary, in the order the screen shows them. */
export const PNL_LINES = [
  'deposits',
  'withdrawals',
  'bets',
  'unsettledBets',
  'validBets',
  'payouts',
  'winLoss',
  'promotions',
  'rebates',
  'rewards',
] as const;
export type PnlLine = (typeof PNL_LINES)[number];

export interface CategoryPnl {
  category: string;
  orderCount: number;
  bets: Cents;
  unsettledBets: Cents;
  validBets: Cents;
  payouts: Cents;
  winLoss: Cents;
}

export interface PnlReport {
  range: DayRange;
  lines: Record<PnlLine, Cents>;
  netResult: Cents;
  orderCount: number;
  categories: CategoryPnl[];
  days: { date: string; cents: Cents }[];
}

/** The platform's decimal strings as integer cents, once, at the edge. */
export function toReport(raw: RawPnl): PnlReport {
  const lines = Object.fromEntries(PNL_LINES.map((line) => [line, toCents(raw[line])])) as Record<PnlLine, Cents>;
  return {
    range: { start: raw.startDate, end: raw.endDate },
    lines,
    netResult: toCents(raw.netResult),
    orderCount: raw.orderCount,
    categories: raw.categories.map((row) => ({
      category: row.category,
      orderCount: row.orderCount,
      bets: toCents(row.bets),
      unsettledBets: toCents(row.unsettledBets),
      validBets: toCents(row.validBets),
      payouts: toCents(row.payouts),
      winLoss: toCents(row.winLoss),
    })),
    days: raw.days.map((day) => ({ date: day.date, cents: toCents(day.netResult) })),
  };
}

/** Nothing was played, paid or moved in the period. */
export const isQuietPeriod = (report: PnlReport): boolean =>
  report.orderCount === 0 &&
  report.categories.length === 0 &&
  report.netResult === 0 &&
  PNL_LINES.every((line) => report.lines[line] === 0);

export async function getPnl(range: DayRange, signal?: AbortSignal): Promise<PnlReport> {
  return toReport(
    await api.get('/wps/report/member/pnl', {
      module: MODULE,
      query: { startDate: range.start, endDate: range.end },
      schema: Report,
      signal,
    }),
  );
}

/** The session's token is in the key: the next member on the same phone never sees this one's figures. */
export function usePnl(range: DayRange) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: [...PNL_KEY, range.start, range.end, token],
    queryFn: token === null ? skipToken : ({ signal }) => getPnl(range, signal),
  });
}
