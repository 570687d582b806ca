import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { Cents } from './money-schema';

export const CentreWallet = v.object({ centreBalance: Cents });

/**
 * The centre wallet alone: only it can be withdrawn, so money left in a vendor's wallet is pointed out.
 * Under ['wallet'] so it is refreshed with every balance after money moves; its own last part keeps its
 * shape apart from other screens' wallet queries.
 */
export function useCentreWallet({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: ['wallet', 'centre', token, 'withdraw'] as const,
    queryFn: () => api.get('/wps/wallet/merchant', { schema: CentreWallet }),
    enabled: enabled && token !== null,
    staleTime: 0,
  });
}
