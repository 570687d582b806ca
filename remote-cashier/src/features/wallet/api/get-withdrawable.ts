import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { Cents } from './money';
import { walletKeys } from './wallet-keys';

export const Withdrawable = v.object({ withdrawable: Cents });

/**
 * What may leave the account: the centre wallet less a bonus its turnover still locks. A transfer to the
 * upline is bounded by it (the platform answers wallet.insufficient above it), so the form says so first.
 */
export function useWithdrawable() {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: walletKeys.withdrawable(token),
    queryFn: ({ signal }) => api.get('/wps/withdraw/info', { schema: Withdrawable, signal }),
    select: (info) => info.withdrawable,
    enabled: token !== null,
    staleTime: 0,
  });
}
