import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';

/**
 * The member's centre (main) wallet at the merchant, as opposed to the wallet's `sumBalance`, which
 * also counts money in game-vendor wallets (docs/api-contract.md "Home page").
 */
export const MerchantWallet = v.object({
  merchantCode: v.string(),
  currency: v.optional(v.string()),
  centreBalance: v.union([v.string(), v.number()]),
});
export type MerchantWallet = v.InferOutput<typeof MerchantWallet>;

export const merchantWalletKey = (token: string | null) => ['wallet', 'merchant', token] as const;

export function useMerchantWallet() {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: merchantWalletKey(token),
    queryFn: ({ signal }) => api.get('/wps/wallet/merchant', { schema: MerchantWallet, signal }),
    enabled: token !== null,
  });
}
