import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession, type Cents } from '@mc/shared-kernel';
import { walletKeys, type CentreWallet } from '../../../entities/centre-wallet';
import { withdrawInfoKeys } from '../../../entities/withdraw-info';
import type { VendorBalance } from '../api/get-vendor-balance';
import type { RecycleResult } from '../api/post-recycle';
import type { TransferResult } from '../api/post-transfer';
import type { UplineResult } from '../api/post-upline-transfer';
import { vendorWalletKeys } from '../api/wallet-keys';

/**
 * After money moved: the balances the platform answered are shown at once (both sides of a transfer
 * together, so the total never flickers), then every wallet query — the header's and the member centre's
 * total included — is read again, and the withdraw info (what may leave the account) with them.
 */
export function useMoneyMoved() {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);

  return useMemo(() => {
    const setCentre = (centreBalance: Cents) =>
      client.setQueryData<CentreWallet>(walletKeys.centre(token), (old) => ({ ...old, centreBalance }));
    const setVendor = (vendor: string, balance: Cents) =>
      client.setQueryData<VendorBalance>(vendorWalletKeys.vendorBalance(token, vendor), { vendor, balance });
    const refresh = () => {
      void client.invalidateQueries({ queryKey: walletKeys.all });
      void client.invalidateQueries({ queryKey: withdrawInfoKeys.all });
    };
    return {
      /** Every wallet figure read again (the header's total too). */
      refresh,
      transferred(result: TransferResult) {
        setCentre(result.centreBalance);
        setVendor(result.vendor, result.vendorBalance);
        refresh();
      },
      recycled(result: RecycleResult, vendors: readonly string[]) {
        setCentre(result.centreBalance);
        for (const vendor of vendors) setVendor(vendor, 0);
        refresh();
      },
      sentToUpline(result: UplineResult) {
        setCentre(result.centreBalance);
        refresh();
      },
    };
  }, [client, token]);
}
