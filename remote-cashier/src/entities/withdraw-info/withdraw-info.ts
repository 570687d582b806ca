import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { SignedCents as Cents } from '../money';

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

/**
 * `GET /wps/withdraw/info`, read under this one key by every screen (the withdraw screen's figures, what a
 * transfer to the upline may send): a card bound or unbound, a payment password set, money moved or
 * withdrawn invalidates `withdrawInfoKeys.all`. The session token is part of the key.
 */
export const withdrawInfoKeys = {
  all: ['cashier', 'withdraw', 'info'] as const,
  of: (token: string | null) => ['cashier', 'withdraw', 'info', token] as const,
};

/** Balances and today's use change elsewhere (games, another tab, a transfer): read afresh on every visit. */
export const WITHDRAW_INFO_STALE_MS = 0;

export const getWithdrawInfo = (signal?: AbortSignal): Promise<WithdrawInfo> =>
  api.get('/wps/withdraw/info', { schema: WithdrawInfo, signal });

/**
 * The withdraw info, or a screen's view of it (`select`, e.g. only what may leave the account). A `select`
 * should be a stable function (declared outside the component), so the view is worked out once per answer.
 */
export function useWithdrawInfo<View = WithdrawInfo>({
  enabled = true,
  select,
}: { enabled?: boolean; select?: (info: WithdrawInfo) => View } = {}) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: withdrawInfoKeys.of(token),
    queryFn: ({ signal }) => getWithdrawInfo(signal),
    select,
    enabled: enabled && token !== null,
    staleTime: WITHDRAW_INFO_STALE_MS,
  });
}
