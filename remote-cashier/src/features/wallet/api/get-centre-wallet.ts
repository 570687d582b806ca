import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { Cents } from './money';
import { walletKeys } from './wallet-keys';

export const CentreWallet = v.object({ centreBalance: Cents });
export type CentreWallet = v.InferOutput<typeof CentreWallet>;

export const getCentreWallet = (signal?: AbortSignal): Promise<CentreWallet> =>
  api.get('/wps/wallet/merchant', { schema: CentreWallet, signal });

export function useCentreWallet() {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: walletKeys.centre(token),
    queryFn: ({ signal }) => getCentreWallet(signal),
    enabled: token !== null,
    // Balances move outside this screen (a game launched with auto transfer, a spin): read them afresh on each visit.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
