import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { FUNDS_MODULE, vendorWalletKeys } from './wallet-keys';

export const VendorWallets = v.object({
  vendors: v.array(v.object({ vendor: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/)), displayName: v.string() })),
  autoTransfer: v.boolean(),
});
export type VendorWallets = v.InferOutput<typeof VendorWallets>;
export type VendorWallet = VendorWallets['vendors'][number];

export const getVendorWallets = (signal?: AbortSignal): Promise<VendorWallets> =>
  api.get('/wps/wallet/vendors', { module: FUNDS_MODULE, schema: VendorWallets, signal });

/** The game vendors that keep a wallet of their own, and whether launching a game fills it automatically. */
export function useVendorWallets() {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: vendorWalletKeys.vendors(token),
    queryFn: ({ signal }) => getVendorWallets(signal),
    enabled: token !== null,
    staleTime: 0,
  });
}
