import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import type { VendorWallets } from './get-vendor-wallets';
import { FUNDS_MODULE, vendorWalletKeys } from './wallet-keys';

export const AutoTransfer = v.object({ autoTransfer: v.boolean() });

export const putAutoTransfer = (enabled: boolean) =>
  api.put('/wps/wallet/auto-transfer', { module: FUNDS_MODULE, json: { enabled }, schema: AutoTransfer });

/** Switches auto transfer; the vendors query carries the flag, so its cached copy takes the platform's answer. */
export function useSetAutoTransfer() {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  return useMutation({
    mutationFn: putAutoTransfer,
    onSuccess: ({ autoTransfer }) => {
      client.setQueryData<VendorWallets>(vendorWalletKeys.vendors(token), (old) =>
        old ? { ...old, autoTransfer } : old,
      );
    },
  });
}
