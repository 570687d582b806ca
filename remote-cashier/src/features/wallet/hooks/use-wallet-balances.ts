import type { Cents } from '@mc/shared-kernel';
import { useCentreWallet } from '../../../entities/centre-wallet';
import { useVendorBalances } from '../api/get-vendor-balance';
import { useVendorWallets, type VendorWallet } from '../api/get-vendor-wallets';
import { CENTRE } from '../api/wallet-keys';
import { walletTotal } from '../wallet-total';

const NO_VENDORS: VendorWallet[] = [];

/** Every balance the screen shows, read side by side, and their exact total once all of them are known. */
export function useWalletBalances() {
  const centre = useCentreWallet({ refetchOnWindowFocus: true });
  const vendorList = useVendorWallets();
  const vendors = vendorList.data?.vendors ?? NO_VENDORS;
  const balances = useVendorBalances(vendors.map((v) => v.vendor));
  const vendorQueries = new Map(vendors.map((v, i) => [v.vendor, balances[i]!] as const));

  const balanceOf = (wallet: string): Cents | undefined =>
    wallet === CENTRE ? centre.data?.centreBalance : vendorQueries.get(wallet)?.data?.balance;

  const total = vendorList.isSuccess
    ? walletTotal(
        centre.data?.centreBalance,
        vendors.map((v) => balanceOf(v.vendor)),
      )
    : null;

  return { centre, vendorList, vendors, vendorQueries, balanceOf, total };
}

export type WalletBalances = ReturnType<typeof useWalletBalances>;
