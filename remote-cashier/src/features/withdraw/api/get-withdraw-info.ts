import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { Cents } from './money-schema';

export const WithdrawInfo = v.object({
  sumBalance: Cents,
  withdrawable: Cents,
  turnoverRequired: Cents,
  turnoverDone: Cents,
  turnoverRemaining: Cents,
  lockedAmount: v.optional(Cents, '0.00'),
  min: Cents,
  max: Cents,
  /** "1.00" is 1 %, read as basis points (100). */
  feePercent: Cents,
  dailyCount: v.object({ used: v.pipe(v.number(), v.integer()), limit: v.pipe(v.number(), v.integer()) }),
  dailyAmount: v.object({ used: Cents, limit: Cents }),
  hasPaymentPassword: v.boolean(),
  cards: v.pipe(v.number(), v.integer()),
  lockedUntil: v.nullable(v.number()),
});
export type WithdrawInfo = v.InferOutput<typeof WithdrawInfo>;

/** Everything the withdraw screen reads from the platform lives under this key (refreshed after money moves). */
export const withdrawKeys = {
  all: ['cashier', 'withdraw'] as const,
  info: (token: string | null) => ['cashier', 'withdraw', 'info', token] as const,
};

export const getWithdrawInfo = () => api.get('/wps/withdraw/info', { schema: WithdrawInfo });

export function useWithdrawInfo({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: withdrawKeys.info(token),
    queryFn: getWithdrawInfo,
    enabled: enabled && token !== null,
    // Balances and today's use change elsewhere (games, another tab): read them afresh on every visit.
    staleTime: 0,
  });
}
