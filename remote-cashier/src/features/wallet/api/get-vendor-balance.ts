import * as v from 'valibot';
import { useQueries } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { Cents } from '../../../entities/money';
import { FUNDS_MODULE, vendorWalletKeys } from './wallet-keys';

export const VendorBalance = v.object({ vendor: v.string(), balance: Cents });
export type VendorBalance = v.InferOutput<typeof VendorBalance>;

export const getVendorBalance = (vendor: string, signal?: AbortSignal): Promise<VendorBalance> =>
  api.get(`/wps/wallet/vendors/${encodeURIComponent(vendor)}/balance`, {
    module: FUNDS_MODULE,
    schema: VendorBalance,
    signal,
  });

/**
 * One query per vendor, all sent side by side: a vendor whose balance fails shows its own error and Retry,
 * and the others are not held back by it.
 */
export function useVendorBalances(vendors: readonly string[]) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQueries({
    queries: vendors.map((vendor) => ({
      queryKey: vendorWalletKeys.vendorBalance(token, vendor),
      queryFn: ({ signal }: { signal: AbortSignal }) => getVendorBalance(vendor, signal),
      enabled: token !== null,
      staleTime: 0,
      refetchOnWindowFocus: true,
    })),
  });
}
